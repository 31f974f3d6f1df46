// Limits on the real server over raw sockets: 64 KB bodies however framed, header and URL sizes, slow clients.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema, FitResultSchema } from '../src/domain/schemas.js';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { BODY_LIMIT_BYTES } from '../src/http/read-body.js';
import { exchange, head, type ParsedResponse, parseResponses, type Step } from './helpers/raw-socket.js';
import { startTestServer } from './helpers/server.js';

const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 1500;
let running: RunningServer;
let port: number;

beforeAll(async () => {
  running = await startTestServer({
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  });
  port = Number(new URL(running.url).port);
});
afterAll(() => running.close());

function expectJsonError(res: ParsedResponse | undefined, status: number, code: string) {
  expect(res?.status).toBe(status);
  expect(res?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res?.headers['access-control-allow-origin']).toBe('*');
  expect(res?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const body = ErrorSchema.parse(JSON.parse(res?.body ?? ''));
  expect(body.error).toMatchObject({ status, code });
}

const chunk = (size: number) => `${size.toString(16)}\r\n${' '.repeat(size)}\r\n`;
/** A chunked body of `total` bytes in 16 KB chunks, then the terminating chunk. */
function chunkedBody(total: number): Step[] {
  const steps: Step[] = [];
  for (let sent = 0; sent < total; sent += 16 * 1024) steps.push(chunk(Math.min(16 * 1024, total - sent)));
  return [...steps, '0\r\n\r\n'];
}
const MCP_HEADERS = ['Content-Type: application/json', 'Accept: application/json, text/event-stream'];

describe('the 64 KB body limit', () => {
  it.each([
    ['/api/fit', ['Content-Type: application/json']],
    ['/mcp', MCP_HEADERS],
  ])('holds for a chunked body to %s: 413 JSON, then the connection closes', async (path, lines) => {
    const ex = await exchange(port, [
      head('POST', path, [...lines, 'Transfer-Encoding: chunked']),
      ...chunkedBody(BODY_LIMIT_BYTES + 16 * 1024),
    ]);
    const [res] = parseResponses(ex.data);
    expectJsonError(res, 413, 'payload_too_large');
    expect(res?.headers.connection).toBe('close');
    expect(ex.closedByServer).toBe(true);
  });

  it('lets exactly 64 KB through to validation (all spaces: body_required, not 413)', async () => {
    const ex = await exchange(port, [
      head('POST', '/api/fit', ['Transfer-Encoding: chunked', 'Connection: close']),
      ...chunkedBody(BODY_LIMIT_BYTES),
    ]);
    expectJsonError(parseResponses(ex.data)[0], 400, 'body_required');
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const ex = await exchange(
      port,
      [head('POST', '/api/fit', [`Content-Length: ${BODY_LIMIT_BYTES + 1}`]), '{"a'],
      3000,
    );
    expectJsonError(parseResponses(ex.data)[0], 413, 'payload_too_large');
    expect(ex.closedByServer).toBe(true);
    // Answered at once, not after the request timeout a stalled body would hit.
    expect(ex.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS);
  });

  it('reads no more than a smaller lying Content-Length; the surplus is refused as a bad request', async () => {
    const profile = '{"annualRevenue": 1}';
    const ex = await exchange(port, [
      head('POST', '/api/fit', [`Content-Length: ${profile.length}`]),
      profile,
      // Sent once the first answer is out: pipelined garbage would be refused before it (as Node does).
      { pauseMs: 200 },
      'x'.repeat(100 * 1024),
    ]);
    const [first, second] = parseResponses(ex.data);
    expect(first?.status).toBe(200);
    expect(FitResultSchema.parse(JSON.parse(first?.body ?? '')).checks).toHaveLength(4);
    expectJsonError(second, 400, 'bad_request');
    expect(ex.closedByServer).toBe(true);
  });

  it('answers a body that stalls short of its Content-Length with 408 JSON after the request timeout', async () => {
    const ex = await exchange(port, [head('POST', '/api/fit', ['Content-Length: 1000']), '{"annualRe'], 6000);
    expectJsonError(parseResponses(ex.data)[0], 408, 'request_timeout');
    expect(ex.closedByServer).toBe(true);
    expect(ex.elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(ex.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + 3000);
  });
});

describe('header and URL limits', () => {
  it('refuses headers over 16 KB with 431 JSON (Node parses them; our clientError answers)', async () => {
    const ex = await exchange(port, [head('GET', '/api/offer', [`X-Big: ${'b'.repeat(20 * 1024)}`])]);
    expectJsonError(parseResponses(ex.data)[0], 431, 'headers_too_large');
    expect(ex.closedByServer).toBe(true);
  });

  it('refuses a flood of small headers with 431 JSON', async () => {
    const lines = Array.from({ length: 150 }, (_, i) => `X-H${i}: ${i}`);
    const ex = await exchange(port, [head('GET', '/api/offer', lines)]);
    expectJsonError(parseResponses(ex.data)[0], 431, 'headers_too_large');
  });

  it.each([9 * 1024, 20 * 1024])('refuses a %i-byte URL with 414 JSON', async (length) => {
    const ex = await exchange(port, [head('GET', `/${'a'.repeat(length)}`)]);
    expectJsonError(parseResponses(ex.data)[0], 414, 'uri_too_long');
  });

  it('answers an unparseable request line with 400 JSON and closes', async () => {
    const ex = await exchange(port, ['HELLO THERE\r\n\r\n']);
    expectJsonError(parseResponses(ex.data)[0], 400, 'bad_request');
    expect(ex.closedByServer).toBe(true);
  });

  it('answers an invalid Host header with 400 JSON, not the adapter bare 400', async () => {
    const ex = await exchange(port, [
      'GET /nowhere HTTP/1.1\r\nHost: bad host!\r\nConnection: close\r\n\r\n',
    ]);
    expectJsonError(parseResponses(ex.data)[0], 400, 'bad_request');
  });
});

describe('slow clients', () => {
  it('cuts off a client sending headers one byte a second, while others are answered meanwhile', async () => {
    const drip: Step[] = [head('GET', '/api/offer').replace(/\r\n\r\n$/, '\r\nX-Slow: ')];
    for (let i = 0; i < 10; i++) drip.push({ pauseMs: 1000 }, 'a');
    const slow = exchange(port, drip, 0);
    const answered: number[] = [];
    const others = (async () => {
      const stop = performance.now() + HEADERS_TIMEOUT_MS + 500;
      while (performance.now() < stop) {
        answered.push((await fetch(`${running.url}/api/health`)).status);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const [ex] = await Promise.all([slow, others]);
    expectJsonError(parseResponses(ex.data)[0], 408, 'request_timeout');
    expect(ex.closedByServer).toBe(true);
    // Not before the headers timeout, and long before the drip would have finished (10 s).
    expect(ex.elapsedMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(ex.elapsedMs).toBeLessThan(HEADERS_TIMEOUT_MS + 3000);
    expect(answered.length).toBeGreaterThan(5);
    expect(new Set(answered)).toEqual(new Set([200]));
  });
});

describe('a client that stops reading', () => {
  it('is dropped after about four times the request timeout, as documented (not twice)', async () => {
    const timeoutMs = 500;
    const server = await startTestServer({
      HEADERS_TIMEOUT_MS: '500',
      REQUEST_TIMEOUT_MS: String(timeoutMs),
    });
    try {
      const closed = new Promise<number>((resolve) =>
        server.server.once('connection', (socket) => socket.once('close', () => resolve(performance.now()))),
      );
      const client = connect(Number(new URL(server.url).port), '127.0.0.1');
      client.on('error', () => undefined);
      // Never read: responses pile up in the socket buffers until the server's writes stall.
      client.pause();
      const started = performance.now();
      client.write(head('GET', '/llms-full.txt').repeat(200));
      const elapsed = (await closed) - started;
      client.destroy();
      // Node's idle timer (2x) skips its first expiry while a write is still pending, so 4x in all.
      expect(elapsed).toBeGreaterThan(3 * timeoutMs);
      expect(elapsed).toBeLessThan(4 * timeoutMs + 1500);
    } finally {
      await server.close();
    }
  });
});
