// X-Content-Type-Options: nosniff on every response of the real server, from every door, errors and 304s included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { exchange, head, parseResponses } from './helpers/raw-socket.js';
import { startTestServer } from './helpers/server.js';

let running: RunningServer;
let port: number;
beforeAll(async () => {
  running = await startTestServer();
  port = Number(new URL(running.url).port);
});
afterAll(() => running.close());

const MCP = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const rpc = (message: object) => ({ method: 'POST', headers: MCP, body: JSON.stringify(message) });

/** One request of each kind a client can get an answer to, through fetch (keep-alive, both doors). */
const REQUESTS: [string, string, RequestInit][] = [
  ['JSON from the table', '/api/offer', {}],
  ['HTML page', '/', { headers: { accept: 'text/html' } }],
  ['Markdown by negotiation', '/', { headers: { accept: 'text/markdown' } }],
  ['Markdown twin', '/about.md', {}],
  ['llms.txt', '/llms.txt', {}],
  ['robots.txt', '/robots.txt', {}],
  ['sitemap.xml', '/sitemap.xml', {}],
  ['OpenAPI', '/openapi.json', {}],
  ['MCP server card', '/.well-known/mcp.json', {}],
  ['HEAD', '/api/offer', { method: 'HEAD' }],
  ['405 from the table', '/api/offer', { method: 'PUT' }],
  ['406', '/', { headers: { accept: 'image/png' } }],
  ['404 Markdown', '/nowhere', {}],
  ['404 JSON', '/api/nowhere', {}],
  ['page_not_found', '/api/pages/nowhere', {}],
  ['preflight', '/api/fit', { method: 'OPTIONS' }],
  ['fit 200', '/api/fit', { method: 'POST', body: '{"annualRevenue": 1}' }],
  ['fit 422', '/api/fit', { method: 'POST', body: '{}' }],
  ['fit 400', '/api/fit', { method: 'POST', body: '{' }],
  ['fit 413', '/api/fit', { method: 'POST', body: ' '.repeat(70_000) }],
  ['fit through Hono', '/api/%66it', { method: 'POST', body: '{"annualRevenue": 1}' }],
  ['fit page result', '/fit?annualRevenue=1', {}],
  ['fit page as Markdown', '/fit?annualRevenue=-1', { headers: { accept: 'text/markdown' } }],
  ['MCP result', '/mcp', rpc({ jsonrpc: '2.0', id: 1, method: 'ping' })],
  ['MCP notification 202', '/mcp', rpc({ jsonrpc: '2.0', method: 'notifications/initialized' })],
  ['MCP parse error', '/mcp', { method: 'POST', headers: MCP, body: '{' }],
  ['MCP 406', '/mcp', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
  ['MCP 405', '/mcp', {}],
];

describe('nosniff on every response', () => {
  it.each(REQUESTS)('%s', async (_name, path, init) => {
    const res = await fetch(`${running.url}${path}`, init);
    await res.arrayBuffer();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a 304', async () => {
    const etag = (await fetch(`${running.url}/llms.txt`)).headers.get('etag') ?? '';
    const res = await fetch(`${running.url}/llms.txt`, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['414', [head('GET', `/${'a'.repeat(9000)}`)]],
    ['431', [head('GET', '/', [`X-Big: ${'b'.repeat(20_000)}`])]],
    ['400 malformed', ['HELLO\r\n\r\n']],
    ['400 GET with a body', [head('GET', '/', ['Content-Length: 5']), 'hello']],
    ['417', [head('GET', '/', ['Expect: nothing'])]],
  ])('refusals over a raw socket: %s', async (_name, steps) => {
    const [res] = parseResponses((await exchange(port, steps)).data);
    expect(res?.status).toBeGreaterThanOrEqual(400);
    expect(res?.headers['x-content-type-options']).toBe('nosniff');
  });
});
