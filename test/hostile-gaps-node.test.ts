// The gaps a hostile client found (issue 22) on the real Node server: malformed Host, transfer codings, encoded bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema } from '../src/domain/schemas.js';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { exchange, head, type ParsedResponse, parseResponses } from './helpers/raw-socket.js';
import { startTestServer } from './helpers/server.js';

let running: RunningServer;
let port: number;

beforeAll(async () => {
  running = await startTestServer({ BASE_URL: 'https://offer.example.com' });
  port = Number(new URL(running.url).port);
});
afterAll(() => running.close());

function expectRefusal(res: ParsedResponse | undefined, status: number, code: string) {
  expect(res?.status).toBe(status);
  expect(res?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(ErrorSchema.parse(JSON.parse(res?.body ?? '')).error).toMatchObject({ status, code });
}

describe('a malformed Host never reaches a page: BASE_URL is the only origin', () => {
  it.each(['xn--', 'a.xn--', '999.1.1.1'])(
    'GET /fit?role=coach with Host %s: 200, links on BASE_URL',
    async (host) => {
      const ex = await exchange(port, [
        `GET /fit?role=coach HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`,
      ]);
      const [res] = parseResponses(ex.data);
      expect(res?.status).toBe(200);
      expect(res?.body).toContain('https://offer.example.com/');
      expect(res?.body).not.toContain(`//${host}`);
    },
  );

  it.each(['xn--', '999.1.1.1'])(
    'POST /mcp and an unknown path with Host %s: answered, not 500',
    async (host) => {
      const body = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
      const ex = await exchange(port, [
        `POST /mcp HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
        `GET /nowhere HTTP/1.1\r\nHost: ${host}\r\nAccept: application/json\r\nConnection: close\r\n\r\n`,
      ]);
      expect(parseResponses(ex.data).map((r) => r.status)).toEqual([200, 404]);
    },
  );
});

describe('transfer codings (RFC 9112, section 6)', () => {
  it('Transfer-Encoding: gzip, chunked is 501, and the connection closes', async () => {
    const ex = await exchange(port, [
      head('POST', '/api/fit', ['Transfer-Encoding: gzip, chunked', 'Content-Type: application/json']),
      '5\r\nhello\r\n0\r\n\r\n',
    ]);
    const responses = parseResponses(ex.data);
    expect(responses).toHaveLength(1);
    expectRefusal(responses[0], 501, 'not_implemented');
    expect(responses[0]?.headers.connection).toBe('close');
    expect(ex.closedByServer).toBe(true);
  });

  it('HTTP/1.0 with Transfer-Encoding: chunked is refused with 400, and the connection closes', async () => {
    const profile = '{"role":"coach"}';
    const ex = await exchange(port, [
      `POST /api/fit HTTP/1.0\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nTransfer-Encoding: chunked\r\n\r\n${profile.length.toString(16)}\r\n${profile}\r\n0\r\n\r\n`,
    ]);
    const responses = parseResponses(ex.data);
    expect(responses).toHaveLength(1);
    expectRefusal(responses[0], 400, 'bad_request');
    expect(ex.closedByServer).toBe(true);
  });

  it('plain chunked on HTTP/1.1 is still read', async () => {
    const profile = '{"role":"coach"}';
    const ex = await exchange(port, [
      head('POST', '/api/fit', ['Transfer-Encoding: chunked', 'Connection: close']),
      `${profile.length.toString(16)}\r\n${profile}\r\n0\r\n\r\n`,
    ]);
    expect(parseResponses(ex.data)[0]?.status).toBe(200);
  });
});

describe('a request body with Content-Encoding', () => {
  it.each([
    ['/api/fit', []],
    ['/mcp', ['Accept: application/json, text/event-stream']],
    ['/nowhere', []],
  ])('POST %s: 415 Error JSON naming identity, the connection closed', async (path, extra) => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
    const ex = await exchange(port, [
      head('POST', path, [
        'Content-Type: application/json',
        'Content-Encoding: gzip',
        `Content-Length: ${body.length}`,
        ...extra,
      ]),
      body,
    ]);
    const responses = parseResponses(ex.data);
    expect(responses).toHaveLength(1);
    expectRefusal(responses[0], 415, 'unsupported_content_encoding');
    expect(responses[0]?.headers['accept-encoding']).toBe('identity');
    expect(ex.closedByServer).toBe(true);
  });

  it('Content-Encoding on a GET without a body is ignored', async () => {
    const ex = await exchange(port, [
      head('GET', '/api/health', ['Content-Encoding: gzip', 'Connection: close']),
    ]);
    expect(parseResponses(ex.data)[0]?.status).toBe(200);
  });
});
