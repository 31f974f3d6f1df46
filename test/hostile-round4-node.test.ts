// Issue 48, findings 8 and 9 on the real Node server, over raw sockets: 100 Continue, a BOM, a raw #, the log line.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { exchange, head, parseResponses } from './helpers/raw-socket.js';
import { startTestServer } from './helpers/server.js';
import { WAIT_MS } from './helpers/wait-until.js';

let running: RunningServer;
let port: number;
const lines: string[] = [];

beforeAll(async () => {
  // Request lines go to stdout: kept here, so the test can read what a line says of a target.
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = String(chunk);
    if (!text.startsWith('{"time"')) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    lines.push(...text.split('\n').filter(Boolean));
    return true;
  }) as typeof process.stdout.write);
  running = await startTestServer({ BASE_URL: 'https://offer.example.com', LOG_LEVEL: 'info' });
  port = Number(new URL(running.url).port);
});
afterAll(async () => {
  await running?.close();
  vi.restoreAllMocks();
});

describe('Expect: 100-continue (finding 9)', () => {
  it('a body refused by its declared length gets 413 at once, with no 100 Continue before it', async () => {
    const ex = await exchange(port, [
      head('POST', '/api/fit', [
        'Expect: 100-continue',
        'Content-Length: 100000',
        'Content-Type: application/json',
      ]),
    ]);
    const text = ex.data.toString('latin1');
    expect(text).not.toContain('100 Continue');
    expect(text.startsWith('HTTP/1.1 413 ')).toBe(true);
  });

  it('a route that reads no body (a 404) answers without 100 Continue too', async () => {
    const ex = await exchange(port, [
      head('POST', '/nowhere', ['Expect: 100-continue', 'Content-Length: 10']),
    ]);
    const text = ex.data.toString('latin1');
    expect(text).not.toContain('100 Continue');
    expect(parseResponses(ex.data)[0]?.status).toBe(404);
  });
});

describe('a UTF-8 BOM before a JSON body (finding 8)', () => {
  it('is dropped, as the Workers door drops it: the fit check answers', async () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"annualRevenue": 2400000}')]);
    const ex = await exchange(port, [
      head('POST', '/api/fit', [
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        'Connection: close',
      ]),
      body,
    ]);
    const [res] = parseResponses(ex.data);
    expect(res?.status).toBe(200);
    expect(JSON.parse(res?.body ?? '{}').verdict).toMatch(/-fit$/);
  });
});

describe('targets (finding 9)', () => {
  it('a raw # is a fragment: GET /about#team is the about page', async () => {
    const ex = await exchange(port, [
      'GET /about#team HTTP/1.1\r\nHost: offer.example.com\r\nAccept: text/markdown\r\nConnection: close\r\n\r\n',
    ]);
    const [res] = parseResponses(ex.data);
    expect(res?.status).toBe(200);
    expect(res?.headers['content-type']).toBe('text/markdown; charset=utf-8');
  });

  it('an absolute-form target with userinfo is logged as its path only', async () => {
    await exchange(port, [
      'GET http://alice:hunter2@offer.example.com/api/offer HTTP/1.1\r\nHost: offer.example.com\r\nConnection: close\r\n\r\n',
    ]);
    await vi.waitFor(() => expect(lines.some((l) => l.includes('"path":"/api/offer"'))).toBe(true), {
      timeout: WAIT_MS,
    });
    expect(lines.join('\n')).not.toMatch(/alice|hunter2/);
  });
});
