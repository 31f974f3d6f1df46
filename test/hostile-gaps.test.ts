// The gaps a hostile client found (issue 22), in process: prompt roles, long ids, prompt errors, Origin ports, encoded bodies.
import { describe, expect, it } from 'vitest';
import { createOriginGuard } from '../src/http/mcp-origin.js';
import { MAX_REQUEST_ID_CHARS } from '../src/mcp/jsonrpc.js';
import { createTestApp } from './helpers/site.js';

const app = createTestApp();
const MCP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2025-11-25',
};
/**
 * What no text a client sent may carry into a body: controls, line separators, bidi marks, embeddings and
 * overrides. Bodies are checked without their line feeds, which their own paragraphs use (the role's line
 * is checked whole apart).
 */
const UNSAFE = /[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const withoutLineFeeds = (text: string) => text.replaceAll('\n', '');

async function rpc(message: unknown) {
  const res = await app.request('/mcp', {
    method: 'POST',
    headers: MCP_HEADERS,
    body: JSON.stringify(message),
  });
  // biome-ignore lint/suspicious/noExplicitAny: JSON-RPC answers are walked dynamically; the assertions check their shape.
  return { status: res.status, json: (await res.json()) as any };
}

describe('prompts/get role: the fit page rule (controls blanked), bidi controls included', () => {
  const hostile = '\u202Ecoach\u202C \u001b[31mred\u001b[0m\u0007 \u2066x\u2069\u200f\r\nagain';

  it.each(['check_my_fit', 'explain_offer', 'prepare_for_fit_call'])(
    '%s: no control, bidi or escape character reaches the prompt text',
    async (name) => {
      const { json } = await rpc({
        jsonrpc: '2.0',
        id: 1,
        method: 'prompts/get',
        params: { name, arguments: { role: hostile } },
      });
      const texts: string[] = json.result.messages.map(
        (m: { content: { text?: string } }) => m.content.text ?? '',
      );
      const text = texts.join('\n');
      // Every control and bidi character became a space, then spaces collapsed: one line, shown as typed.
      expect(text).toContain('Your role: coach [31mred [0m x again.');
      expect(withoutLineFeeds(text)).not.toMatch(UNSAFE);
    },
  );

  it('the fit page shows the typed role back under the same rule', async () => {
    const res = await app.request(`/fit?role=${encodeURIComponent(hostile)}`, {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(200);
    expect(withoutLineFeeds(await res.text())).not.toMatch(UNSAFE);
  });
});

describe('prompt error messages', () => {
  it.each([
    [{ name: 'prepare_for_fit_call', arguments: { colour: 'red' } }],
    [{ name: 'no_such_prompt' }],
    [{ name: 'check_my_fit', arguments: { role: 'x'.repeat(500) } }],
  ])('end in one period, never two: %j', async (params) => {
    const { json } = await rpc({ jsonrpc: '2.0', id: 2, method: 'prompts/get', params });
    expect(json.error.code).toBe(-32602);
    expect(json.error.message).toMatch(/[^.]\.$/);
  });
});

describe('JSON-RPC id length', () => {
  it(`a string id over ${MAX_REQUEST_ID_CHARS} characters is refused with -32600 and id null, not echoed`, async () => {
    const id = 'i'.repeat(55_000);
    const { status, json } = await rpc({ jsonrpc: '2.0', id, method: 'ping' });
    expect(status).toBe(400);
    expect(json.id).toBeNull();
    expect(json.error.code).toBe(-32600);
    expect(json.error.message).toContain(String(MAX_REQUEST_ID_CHARS));
    expect(JSON.stringify(json).length).toBeLessThan(1000);
  });

  it(`an id of exactly ${MAX_REQUEST_ID_CHARS} characters is answered and echoed`, async () => {
    const id = 'i'.repeat(MAX_REQUEST_ID_CHARS);
    const { status, json } = await rpc({ jsonrpc: '2.0', id, method: 'tools/list' });
    expect(status).toBe(200);
    expect(json.id).toBe(id);
  });

  it('in a batch, the long id is refused in its slot and the others answered', async () => {
    const res = await app.request('/mcp', {
      method: 'POST',
      headers: { ...MCP_HEADERS, 'mcp-protocol-version': '2025-03-26' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 'x'.repeat(MAX_REQUEST_ID_CHARS + 1), method: 'ping' },
        { jsonrpc: '2.0', id: 7, method: 'ping' },
      ]),
    });
    const answers = (await res.json()) as { id: unknown; error?: { code: number } }[];
    expect(answers).toEqual([
      expect.objectContaining({ id: null, error: expect.objectContaining({ code: -32600 }) }),
      expect.objectContaining({ id: 7, result: {} }),
    ]);
  });
});

describe('the loopback Origin guard', () => {
  const allowed = createOriginGuard('http://127.0.0.1:3000');

  it.each([
    ['a loopback page on another port', '127.0.0.1:3000', 'http://localhost:9999'],
    ['a loopback page on the default port', '127.0.0.1:3000', 'http://127.0.0.1'],
    ['an Origin under .localhost', '127.0.0.1:3000', 'http://evil.localhost:3000'],
    ['a Host under .localhost', 'evil.localhost:3000', undefined],
    ['a malformed Host', 'xn--', undefined],
  ])('refuses %s', (_name, host, origin) => {
    expect(allowed(host, origin)).toBe(false);
  });

  it.each([
    ['no Origin', '127.0.0.1:3000', undefined],
    ['the server’s own origin', '127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['another loopback name on the same port', 'localhost:3000', 'http://localhost:3000'],
    ['IPv6 loopback on the same port', '[::1]:3000', 'http://[::1]:3000'],
  ])('accepts %s', (_name, host, origin) => {
    expect(allowed(host, origin)).toBe(true);
  });

  it('a base URL without a port means the scheme’s default port', () => {
    const guard = createOriginGuard('http://localhost');
    expect(guard('localhost', 'http://localhost')).toBe(true);
    expect(guard('localhost', 'http://localhost:80')).toBe(true);
    expect(guard('localhost', 'http://localhost:8080')).toBe(false);
  });
});

describe('a request body with Content-Encoding (app.request, as the Worker runs it)', () => {
  it.each([
    ['/api/fit', { 'content-type': 'application/json' }],
    ['/mcp', MCP_HEADERS],
  ])('POST %s: 415 Error JSON', async (path, headers) => {
    const res = await app.request(path, {
      method: 'POST',
      headers: { ...headers, 'content-encoding': 'gzip' },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await res.json()) as { error: { code: string; status: number } };
    expect(body.error).toMatchObject({ code: 'unsupported_content_encoding', status: 415 });
    expect(res.headers.get('accept-encoding')).toBe('identity');
  });

  it('Content-Encoding: identity is no encoding at all', async () => {
    const res = await app.request('/api/fit', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      body: '{"role":"coach"}',
    });
    expect(res.status).toBe(200);
  });
});
