// Request ids on every door and one JSON log line per request, without queries or bodies.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRequestLog, logPath, pickRequestId } from '../src/http/request-log.js';
import { exchange, head } from './helpers/raw-socket.js';
import { startTestServer } from './helpers/server.js';

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

describe('on the real server', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Starts a server at LOG_LEVEL, capturing the log lines it writes to stdout and to stderr. */
  async function withServer(logLevel: string) {
    const lines: string[] = [];
    const errors: string[] = [];
    const captureInto = (stream: NodeJS.WriteStream, into: string[]) => {
      const write = stream.write.bind(stream);
      const capture = (chunk: string | Uint8Array, ...rest: unknown[]) => {
        const text = String(chunk);
        if (!text.startsWith('{"time"')) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
        // Log lines arrive batched: one write may carry several.
        into.push(...text.split('\n').filter(Boolean));
        return true;
      };
      vi.spyOn(stream, 'write').mockImplementation(capture as typeof stream.write);
    };
    captureInto(process.stdout, lines);
    captureInto(process.stderr, errors);
    const running = await startTestServer({ LOG_LEVEL: logLevel });
    return { running, lines, errors };
  }

  const requests = (base: string) => [
    { name: 'table', url: `${base}/api/offer?secret-query=1`, init: {} },
    {
      name: 'fit door',
      url: `${base}/api/fit`,
      init: { method: 'POST', body: '{"annualRevenue": 1, "role": "SECRET-BODY"}' },
    },
    {
      name: 'mcp door',
      url: `${base}/mcp`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      },
    },
    { name: 'hono 404', url: `${base}/api/nothing-here`, init: {} },
    { name: 'hono preflight', url: `${base}/api/fit`, init: { method: 'OPTIONS' } },
  ];

  it('sets X-Request-Id on every door: a sane one echoed, an insane one replaced', async () => {
    const { running } = await withServer('silent');
    try {
      for (const r of requests(running.url)) {
        const sane = await fetch(r.url, {
          ...r.init,
          headers: { ...r.init.headers, 'x-request-id': 'trace-42' },
        });
        expect(sane.headers.get('x-request-id'), r.name).toBe('trace-42');
        const insane = await fetch(r.url, {
          ...r.init,
          headers: { ...r.init.headers, 'x-request-id': 'no way' },
        });
        expect(insane.headers.get('x-request-id'), r.name).toMatch(UUID);
        const none = await fetch(r.url, r.init);
        expect(none.headers.get('x-request-id'), r.name).toMatch(UUID);
      }
    } finally {
      await running.close();
    }
  });

  it('LOG_LEVEL=info writes one JSON line per request with its id, no query and no body', async () => {
    const { running, lines } = await withServer('info');
    const ids: string[] = [];
    try {
      for (const r of requests(running.url)) {
        const res = await fetch(r.url, r.init);
        await res.arrayBuffer();
        ids.push(res.headers.get('x-request-id') ?? '');
      }
      // The Hono door logs on 'close', a moment after the client has the response.
      await vi.waitFor(() => expect(lines.filter((l) => l.includes('"msg":"request"'))).toHaveLength(5));
    } finally {
      await running.close();
    }
    const entries = lines.map((l) => JSON.parse(l)).filter((e) => e.msg === 'request');
    expect(entries.map((e) => [e.method, e.path, e.status])).toEqual([
      ['GET', '/api/offer', 200],
      ['POST', '/api/fit', 200],
      ['POST', '/mcp', 200],
      ['GET', '/api/nothing-here', 404],
      ['OPTIONS', '/api/fit', 204],
    ]);
    expect(entries.map((e) => e.requestId)).toEqual(ids);
    // The report's fields (docs/logs.md): agent, variant and bytes always; mcp and fit on those answers only.
    expect(entries.map((e) => [e.variant, Boolean(e.fit), Boolean(e.mcp)])).toEqual([
      ['json', false, false],
      ['json', true, false],
      ['json', false, true],
      ['json', false, false],
      ['none', false, false],
    ]);
    for (const e of entries) {
      expect(
        Object.keys(e)
          .filter((k) => k !== 'fit' && k !== 'mcp')
          .sort(),
      ).toEqual([
        'agent',
        'bytes',
        'durationMs',
        'level',
        'method',
        'msg',
        'path',
        'requestId',
        'status',
        'time',
        'variant',
      ]);
      expect(e.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(lines.join('')).not.toMatch(/SECRET|secret-query/);
  });

  it('a client leaving mid-body, on either door, is one "client left" line: no error, no status, no refusal', async () => {
    const { running, lines, errors } = await withServer('info');
    const port = Number(new URL(running.url).port);
    try {
      // /api/fit is the raw door's; /api/%66it is the same route, spelt with an escape.
      for (const [i, path] of ['/api/fit', '/api/%66it'].entries()) {
        const headers = ['Content-Type: application/json', 'Content-Length: 100', `X-Request-Id: left-${i}`];
        await exchange(port, [head('POST', path, headers), '{"annualRe', { pauseMs: 200 }], 0);
      }
      await vi.waitFor(() => expect(lines.filter((l) => l.includes('"client left"'))).toHaveLength(2));
      // Anything else the abort would cause (an error, a late request line) has had time to show.
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      await running.close();
    }
    const entries = lines
      .map((l) => JSON.parse(l))
      .filter((e) => e.msg !== 'listening' && e.msg !== 'stopped');
    expect(entries.map((e) => [e.msg, e.method, e.path, e.requestId])).toEqual([
      ['client left', 'POST', '/api/fit', 'left-0'],
      ['client left', 'POST', '/api/%66it', 'left-1'],
    ]);
    for (const e of entries) expect(e).not.toHaveProperty('status');
    expect(errors).toEqual([]);
  });

  it('LOG_LEVEL=silent writes nothing', async () => {
    const { running, lines } = await withServer('silent');
    await (await fetch(`${running.url}/api/offer`)).arrayBuffer();
    await running.close();
    expect(lines).toEqual([]);
  });
});
