// Request ids and the JSON log line of a request, without queries or bodies; on the real server: request-log-node.test.ts.
import { describe, expect, it } from 'vitest';
import { formatRequestLog, logPath, pickRequestId } from '../src/http/request-log.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('pickRequestId', () => {
  it.each(['abc-123', 'req_1.2:3/4+5=@x', 'a'.repeat(128)])('echoes a sane id: %s', (id) => {
    expect(pickRequestId(id)).toBe(id);
  });

  it.each([
    ['empty', ''],
    ['spaces', 'has space'],
    ['too long', 'a'.repeat(129)],
    ['quote', 'x"y'],
    ['non-ASCII', 'é'],
    ['newline', 'a\nb'],
  ])('replaces an insane id (%s) with a fresh UUID', (_name, id) => {
    expect(pickRequestId(id)).toMatch(UUID);
  });

  it('replaces repeated headers and absent ones, and never repeats itself', () => {
    expect(pickRequestId(['a', 'b'])).toMatch(UUID);
    expect(pickRequestId(undefined)).not.toBe(pickRequestId(undefined));
  });
});

describe('formatRequestLog', () => {
  it('is one line of JSON with the fields, the path without its query', () => {
    const line = formatRequestLog(Date.UTC(2026, 0, 2, 3, 4, 5, 6), {
      method: 'GET',
      url: '/api/offer?email=someone@example.com',
      status: 200,
      durationMs: 0.123456,
      requestId: 'abc',
    });
    expect(line.endsWith('\n')).toBe(true);
    expect(line.indexOf('\n')).toBe(line.length - 1);
    expect(JSON.parse(line)).toEqual({
      time: '2026-01-02T03:04:05.006Z',
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/api/offer',
      status: 200,
      durationMs: 0.123,
      requestId: 'abc',
    });
  });

  it('escapes what a client put in the path and bounds its length', () => {
    const url = `/"quoted"\\${'x'.repeat(2000)}`;
    const entry = JSON.parse(
      formatRequestLog(0, { method: 'G"ET', url, status: 404, durationMs: 1, requestId: 'a' }),
    );
    expect(entry.method).toBe('G"ET');
    expect(entry.path).toBe(logPath(url));
    expect(entry.path.length).toBeLessThan(300);
    expect(entry.path.startsWith('/"quoted"\\x')).toBe(true);
  });
});
