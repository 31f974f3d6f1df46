// DNS-rebinding protection on /mcp, on the real Node server with a loopback BASE_URL: the Host a rebound DNS name
// makes a browser send, and foreign Origins, are refused. Slow lane: a socket (the fetch door: mcp-origin.test.ts).
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { accepted, BODY, HEADERS, refusals } from './helpers/mcp-origin-cases.js';
import { startTestServer } from './helpers/server.js';

/** A raw request, so the Host header is exactly what a rebound DNS name would make a browser send. */
function post(port: number, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/mcp', method: 'POST', headers: { ...HEADERS, ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(BODY);
  });
}

describe('loopback BASE_URL, the Node server', () => {
  let server: RunningServer;
  let port = 0;
  beforeAll(async () => {
    server = await startTestServer();
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(refusals)('%s: 403 with a JSON-RPC error without id', async (_name, headers) => {
    const { status, body } = await post(port, { host: `127.0.0.1:${port}`, ...headers(port) });
    expect(status).toBe(403);
    const json = JSON.parse(body);
    expect(json).toEqual({
      jsonrpc: '2.0',
      error: { code: -32600, message: expect.stringContaining('DNS-rebinding') },
    });
  });

  it.each(accepted)('%s: answered', async (_name, headers) => {
    expect((await post(port, { host: `127.0.0.1:${port}`, ...headers(port) })).status).toBe(200);
    expect((await post(port, { host: `localhost:${port}`, ...headers(port) })).status).toBe(200);
  });
});
