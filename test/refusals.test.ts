// Refusals over raw sockets on the real server: what Node would answer bare (or not at all) is Error JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema } from '../src/domain/schemas.js';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { exchange, head, type ParsedResponse, parseResponses } from './helpers/raw-socket.js';
import { startTestServer } from './helpers/server.js';

const REQUEST_TIMEOUT_MS = 1500;
let running: RunningServer;
let port: number;

beforeAll(async () => {
  running = await startTestServer({
    HEADERS_TIMEOUT_MS: '1000',
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  });
  port = Number(new URL(running.url).port);
});
afterAll(() => running.close());

/** Error JSON with open CORS, nosniff and a request id: what every refusal looks like. */
function expectRefusal(res: ParsedResponse | undefined, status: number, code: string) {
  expect(res?.status).toBe(status);
  expect(res?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res?.headers['access-control-allow-origin']).toBe('*');
  expect(res?.headers['x-content-type-options']).toBe('nosniff');
  expect(res?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(ErrorSchema.parse(JSON.parse(res?.body ?? '')).error).toMatchObject({ status, code });
}

describe('Host', () => {
  it('an HTTP/1.1 request without Host is 400 Error JSON, not a bare 400', async () => {
    const ex = await exchange(port, ['GET /api/offer HTTP/1.1\r\nConnection: close\r\n\r\n']);
    const responses = parseResponses(ex.data);
    expect(responses).toHaveLength(1);
    expectRefusal(responses[0], 400, 'bad_request');
    expect(responses[0]?.body).toMatch(/Host/);
    expect(ex.closedByServer).toBe(true);
  });

  it('HTTP/1.0 predates Host: served without one', async () => {
    const ex = await exchange(port, ['GET /api/health HTTP/1.0\r\n\r\n']);
    expect(parseResponses(ex.data)[0]?.status).toBe(200);
  });

  it('two Host headers are refused with 400 (RFC 9112), not served', async () => {
    const ex = await exchange(port, [
      'GET /api/offer HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    ]);
    const responses = parseResponses(ex.data);
    expect(responses).toHaveLength(1);
    expectRefusal(responses[0], 400, 'bad_request');
    expect(ex.closedByServer).toBe(true);
  });
});

describe('Expect', () => {
  it('an expectation other than 100-continue is 417 Error JSON, not a bare 417', async () => {
    const ex = await exchange(port, [head('GET', '/api/offer', ['Expect: something-else'])]);
    const responses = parseResponses(ex.data);
    expect(responses).toHaveLength(1);
    expectRefusal(responses[0], 417, 'expectation_failed');
    expect(ex.closedByServer).toBe(true);
  });

  it('100-continue still works: the body follows the interim answer and is read', async () => {
    const profile = '{"annualRevenue": 1}';
    const ex = await exchange(port, [
      head('POST', '/api/fit', [
        'Expect: 100-continue',
        `Content-Length: ${profile.length}`,
        'Connection: close',
      ]),
      { pauseMs: 100 },
      profile,
    ]);
    const text = ex.data.toString('latin1');
    expect(text.startsWith('HTTP/1.1 100 Continue\r\n\r\n')).toBe(true);
    expect(parseResponses(ex.data.subarray('HTTP/1.1 100 Continue\r\n\r\n'.length))[0]?.status).toBe(200);
  });
});

describe('CONNECT', () => {
  it('is 405 Error JSON with Allow, not a connection dropped without a word', async () => {
    const ex = await exchange(port, ['CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n']);
    const [res] = parseResponses(ex.data);
    expectRefusal(res, 405, 'method_not_allowed');
    expect(res?.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(ex.closedByServer).toBe(true);
  });
});

describe('a body where none is read', () => {
  it.each(['GET', 'HEAD'])(
    '%s with a 100 GB Content-Length: one 400, the connection closed at once, never a second answer',
    async (method) => {
      const ex = await exchange(
        port,
        [head(method, '/api/offer', ['Content-Length: 100000000000']), 'x'.repeat(1000)],
        REQUEST_TIMEOUT_MS + 1500,
      );
      const responses = parseResponses(ex.data);
      expect(responses.map((r) => r.status)).toEqual([400]);
      if (method === 'GET') expectRefusal(responses[0], 400, 'body_not_allowed');
      expect(responses[0]?.headers.connection).toBe('close');
      expect(ex.closedByServer).toBe(true);
      // Closed with the answer, not held open until the request timeout answers again with 408.
      expect(ex.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS);
    },
  );

  it('GET with a chunked body: 400, closed', async () => {
    const ex = await exchange(port, [head('GET', '/', ['Transfer-Encoding: chunked']), '5\r\nhello\r\n']);
    const responses = parseResponses(ex.data);
    expect(responses).toHaveLength(1);
    expectRefusal(responses[0], 400, 'body_not_allowed');
    expect(ex.closedByServer).toBe(true);
  });

  it('GET with Content-Length: 0 is an ordinary GET, and the connection stays open', async () => {
    const ex = await exchange(port, [head('GET', '/api/health', ['Content-Length: 0'])], 300);
    expect(parseResponses(ex.data).map((r) => r.status)).toEqual([200]);
    expect(ex.closedByServer).toBe(false);
  });

  it.each([
    ['PUT', '/api/offer', 405],
    ['POST', '/nowhere', 404],
    ['DELETE', '/api/pages/about', 405],
  ])(
    '%s %s with a body nobody reads: %i, then the connection closes instead of draining',
    async (method, path, status) => {
      const ex = await exchange(
        port,
        [head(method, path, ['Content-Length: 100000000000', 'Accept: application/json']), 'x'.repeat(1000)],
        REQUEST_TIMEOUT_MS + 1500,
      );
      const responses = parseResponses(ex.data);
      expect(responses.map((r) => r.status)).toEqual([status]);
      expect(responses[0]?.headers.connection).toBe('close');
      expect(ex.closedByServer).toBe(true);
      expect(ex.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS);
    },
  );
});
