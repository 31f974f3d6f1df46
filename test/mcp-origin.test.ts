// DNS-rebinding protection on /mcp: a loopback BASE_URL refuses other Hosts and Origins on both doors; public does not.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { startTestServer } from './helpers/server.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

const BODY = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

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

/** Headers as a function of the server's port: a loopback Origin is accepted only on that port. */
type Case = [string, (port: number) => Record<string, string>];
const refusals: Case[] = [
  ['a rebound Host', () => ({ host: 'evil.example.com' })],
  ['a foreign Origin', () => ({ origin: 'https://evil.example.com' })],
  ['Origin null', () => ({ origin: 'null' })],
  ['a loopback Origin on another port', (port) => ({ origin: `http://localhost:${port + 1}` })],
  ['an Origin under .localhost', (port) => ({ origin: `http://evil.localhost:${port}` })],
];
const accepted: Case[] = [
  ['no Origin', () => ({})],
  ['a loopback Origin', (port) => ({ origin: `http://localhost:${port}` })],
  ['an IPv6 loopback Origin', (port) => ({ origin: `http://[::1]:${port}` })],
];

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

describe('loopback BASE_URL, app.request()', () => {
  const app = createTestApp(loadSampleSite('http://127.0.0.1:3000'));
  it.each(refusals)('%s: 403', async (_name, headersAt) => {
    const headers = headersAt(3000);
    const url = headers.host ? `http://${headers.host}/mcp` : 'http://127.0.0.1:3000/mcp';
    const { host: _h, ...rest } = headers;
    const res = await app.request(url, { method: 'POST', headers: { ...HEADERS, ...rest }, body: BODY });
    expect(res.status).toBe(403);
  });
  it.each(accepted)('%s: answered', async (_name, headers) => {
    const res = await app.request('http://127.0.0.1:3000/mcp', {
      method: 'POST',
      headers: { ...HEADERS, ...headers(3000) },
      body: BODY,
    });
    expect(res.status).toBe(200);
  });
});

describe('public BASE_URL', () => {
  const app = createTestApp(loadSampleSite('https://offer.example.com'));
  it.each([...refusals, ...accepted])('%s: answered, the endpoint is public', async (_name, headersAt) => {
    const headers = headersAt(3000);
    const { host: _h, ...rest } = headers;
    const url = headers.host ? `http://${headers.host}/mcp` : 'https://offer.example.com/mcp';
    const res = await app.request(url, { method: 'POST', headers: { ...HEADERS, ...rest }, body: BODY });
    expect(res.status).toBe(200);
  });
});

describe('BASE_URL under .localhost (app.localhost)', () => {
  const app = createTestApp(loadSampleSite('http://app.localhost:3000'));
  const send = (host: string, origin?: string) =>
    app.request(`http://${host}/mcp`, {
      method: 'POST',
      headers: { ...HEADERS, ...(origin ? { origin } : {}) },
      body: BODY,
    });
  it('its own name is loopback: Host and Origin app.localhost:3000 are answered', async () => {
    expect((await send('app.localhost:3000', 'http://app.localhost:3000')).status).toBe(200);
  });
  it('another name under .localhost is not: 403', async () => {
    expect((await send('evil.localhost:3000')).status).toBe(403);
    expect((await send('app.localhost:3000', 'http://evil.localhost:3000')).status).toBe(403);
  });
});
