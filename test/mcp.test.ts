// POST /mcp through app.request(): legacy versions (initialize), JSON-RPC errors, batches and HTTP-level rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MCP_LATEST_LEGACY_VERSION,
  MCP_PROTOCOL_VERSIONS,
  type McpLegacyVersion,
} from '../src/domain/mcp-versions.js';
import { ErrorSchema } from '../src/domain/schemas.js';
import { MAX_BATCH_ENTRIES } from '../src/mcp/handler.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

const app = createTestApp();
const LEGACY = MCP_PROTOCOL_VERSIONS.filter((v): v is McpLegacyVersion => v !== '2026-07-28');
const at = (v: string, since: string) =>
  LEGACY.indexOf(v as McpLegacyVersion) <= LEGACY.indexOf(since as McpLegacyVersion);
const EXTENSIONS = {
  'io.modelcontextprotocol/ui': {},
  'io.modelcontextprotocol/skills': { directoryRead: true },
};
const ACCEPT = 'application/json, text/event-stream';
const HEADERS = { 'content-type': 'application/json', accept: ACCEPT };

function post(body: unknown, headers: Record<string, string> = {}) {
  return app.request('/mcp', {
    method: 'POST',
    headers: { ...HEADERS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function rpc(body: unknown, headers: Record<string, string> = {}) {
  const res = await post(body, headers);
  expect(res.headers.get('content-type')).toBe('application/json');
  return { res, json: (await res.json()) as Record<string, unknown> & { error?: { code: number } } };
}

const initialize = (protocolVersion: unknown, id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: { protocolVersion, capabilities: {}, clientInfo: { name: 'test', version: '1.0.0' } },
});

async function expectErrorJson(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  const body = ErrorSchema.parse(await res.json());
  expect(body.error).toMatchObject({ code, status });
  expect(body.error.hint).toBeTruthy();
  return body;
}

describe('initialize and version negotiation', () => {
  it.each(LEGACY)('echoes %s with capabilities and server info in that version’s shape', async (version) => {
    const { res, json } = await rpc(initialize(version));
    expect(res.status).toBe(200);
    expect(res.headers.get('mcp-protocol-version')).toBe(version);
    const result = (json as { result: Record<string, unknown> }).result;
    expect(result).toMatchObject({
      protocolVersion: version,
      instructions: loadSampleSite().words.agents.server.instructions,
    });
    expect(result.capabilities).toEqual({
      tools: { listChanged: false },
      resources: { subscribe: false, listChanged: false },
      prompts: { listChanged: false },
      ...(at(version, '2025-03-26') ? { completions: {} } : {}),
      // MCP Apps and skills over MCP, from the first version with structuredContent.
      ...(at(version, '2025-06-18') ? { extensions: EXTENSIONS } : {}),
    });
    const info = result.serverInfo as Record<string, unknown>;
    expect(info).toMatchObject({ name: 'com.example.offer/offer', version: '1.0.0' });
    expect('title' in info).toBe(at(version, '2025-06-18'));
    expect('icons' in info).toBe(at(version, '2025-11-25'));
    if (at(version, '2025-11-25')) {
      expect(info).toMatchObject({ websiteUrl: 'https://offer.example.com/' });
      expect(info.icons).toEqual([
        {
          src: expect.stringMatching(/^https:\/\/offer\.example\.com\/assets\/logo\.[a-z0-9]{12}\.svg$/),
          mimeType: 'image/svg+xml',
          sizes: ['any'],
        },
      ]);
    }
  });

  it.each(['2026-07-28', '2024-10-07', 'latest'])(
    `answers ${MCP_LATEST_LEGACY_VERSION} when asked for %s`,
    async (version) => {
      const { json } = await rpc(initialize(version, 'init'));
      expect(json).toMatchObject({ id: 'init', result: { protocolVersion: MCP_LATEST_LEGACY_VERSION } });
    },
  );

  it('rejects initialize without a protocolVersion as invalid params', async () => {
    const { res, json } = await rpc(initialize(undefined));
    expect(res.status).toBe(200);
    expect(json).toMatchObject({ id: 1, error: { code: -32602 } });
  });

  it('ping answers an empty result', async () => {
    const { json } = await rpc({ jsonrpc: '2.0', id: 7, method: 'ping' });
    expect(json).toEqual({ jsonrpc: '2.0', id: 7, result: {} });
  });
});

describe('MCP-Protocol-Version header', () => {
  it.each(['2024-10-07', 'nonsense', '', '2026-07-28x'])(
    'a version this server does not speak (%j): 400 with UnsupportedProtocolVersion, the id and the list',
    async (version) => {
      const { res, json } = await rpc(
        { jsonrpc: '2.0', id: 9, method: 'ping' },
        { 'mcp-protocol-version': version },
      );
      expect(res.status).toBe(400);
      expect(res.headers.get('mcp-protocol-version')).toBeNull();
      expect(json).toEqual({
        jsonrpc: '2.0',
        id: 9,
        error: {
          code: -32022,
          message: expect.stringContaining(MCP_PROTOCOL_VERSIONS.join(', ')),
          data: { supported: [...MCP_PROTOCOL_VERSIONS], requested: version.trim() },
        },
      });
    },
  );

  it.each(LEGACY)('accepts %s and reports it back', async (version) => {
    const res = await post({ jsonrpc: '2.0', id: 1, method: 'ping' }, { 'mcp-protocol-version': version });
    expect(res.status).toBe(200);
    expect(res.headers.get('mcp-protocol-version')).toBe(version);
  });

  it('treats a missing header as 2025-03-26', async () => {
    const res = await post({ jsonrpc: '2.0', id: 1, method: 'ping' });
    expect(res.headers.get('mcp-protocol-version')).toBe('2025-03-26');
  });

  it('a legacy header whose body _meta declares another version: 400 HeaderMismatch', async () => {
    const body = {
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/list',
      params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } },
    };
    for (const headers of [{ 'mcp-protocol-version': '2025-06-18' }, {}] as Record<string, string>[]) {
      const { res, json } = await rpc(body, headers);
      expect(res.status).toBe(400);
      expect(json).toMatchObject({ id: 3, error: { code: -32020 } });
    }
  });
});

describe('JSON-RPC errors', () => {
  it('parse error: 400 with -32700 and id null', async () => {
    const { res, json } = await rpc('{"jsonrpc": "2.0", "id": 1,');
    expect(res.status).toBe(400);
    expect(json).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
  });

  it.each([
    ['not an object', '"ping"', null],
    ['jsonrpc missing', { id: 3, method: 'ping' }, 3],
    ['jsonrpc 1.0', { jsonrpc: '1.0', id: 3, method: 'ping' }, 3],
    ['method not a string', { jsonrpc: '2.0', id: 3, method: 42 }, 3],
    ['null id', { jsonrpc: '2.0', id: null, method: 'ping' }, null],
    ['neither request nor response', { jsonrpc: '2.0', id: 3 }, 3],
  ])('invalid request (%s): 400 with -32600', async (_name, body, id) => {
    const { res, json } = await rpc(body);
    expect(res.status).toBe(400);
    expect(json).toMatchObject({ jsonrpc: '2.0', id, error: { code: -32600 } });
  });

  it('unknown method: -32601 naming the supported methods (HTTP 200 in the legacy era)', async () => {
    const { res, json } = await rpc({ jsonrpc: '2.0', id: 4, method: 'resources/subscribe' });
    expect(res.status).toBe(200);
    expect(json).toMatchObject({ id: 4, error: { code: -32601 } });
    expect(JSON.stringify(json)).toContain('tools/call');
  });

  it.each([
    ['params not an object', { jsonrpc: '2.0', id: 5, method: 'tools/list', params: [1] }],
    ['unknown tool', { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'buy_now' } }],
    ['tool name missing', { jsonrpc: '2.0', id: 5, method: 'tools/call', params: {} }],
    [
      'arguments not an object',
      { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'get_offer', arguments: 'x' } },
    ],
    ['resource uri missing', { jsonrpc: '2.0', id: 5, method: 'resources/read', params: {} }],
  ])('invalid params (%s): -32602', async (_name, body) => {
    const { res, json } = await rpc(body);
    expect(res.status).toBe(200);
    expect(json).toMatchObject({ id: 5, error: { code: -32602 } });
  });

  it('unknown tool error names the available tools', async () => {
    const { json } = await rpc({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'buy_now' } });
    expect(JSON.stringify(json)).toContain('get_offer, check_fit, list_pages, get_page');
  });
});

describe('notifications and client responses', () => {
  it.each([
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } },
    { jsonrpc: '2.0', method: 'notifications/unknown' },
    { jsonrpc: '2.0', id: 9, result: {} },
  ])('%j gets 202 with no body', async (message) => {
    const res = await post(message);
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('batches', () => {
  const batch = [
    { jsonrpc: '2.0', id: 1, method: 'ping' },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 2, method: 'nope' },
    { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_offer' } },
  ];

  it.each<Record<string, string>>([{}, { 'mcp-protocol-version': '2025-03-26' }])(
    'are answered under 2025-03-26 (%j)',
    async (h) => {
      const { res, json } = await rpc(batch, h);
      expect(res.status).toBe(200);
      const responses = json as unknown as { id: number; result?: unknown; error?: { code: number } }[];
      expect(responses.map((r) => r.id)).toEqual([1, 2, 3]);
      expect(responses[0]?.result).toEqual({});
      expect(responses[1]?.error?.code).toBe(-32601);
      // 2025-03-26 has no structuredContent: the text block carries the Offer as JSON.
      const result = responses[2]?.result as { content: { text: string }[]; structuredContent?: unknown };
      expect(result.structuredContent).toBeUndefined();
      expect(JSON.parse(result.content[0]?.text ?? '')).toHaveProperty('id');
    },
  );

  it('of notifications only get 202', async () => {
    const res = await post([{ jsonrpc: '2.0', method: 'notifications/initialized' }]);
    expect(res.status).toBe(202);
  });

  it('may not carry initialize', async () => {
    const { json } = await rpc([initialize('2025-03-26')]);
    expect(json).toEqual([
      expect.objectContaining({ id: 1, error: expect.objectContaining({ code: -32600 }) }),
    ]);
  });

  it('empty: 400 with -32600', async () => {
    const { res, json } = await rpc([]);
    expect(res.status).toBe(400);
    expect(json).toMatchObject({ id: null, error: { code: -32600 } });
  });

  it(`hold at most ${MAX_BATCH_ENTRIES} messages`, async () => {
    const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
    const full = Array.from({ length: MAX_BATCH_ENTRIES }, (_, i) => ping(i));
    const ok = await rpc(full);
    expect(ok.res.status).toBe(200);
    expect(ok.json).toHaveLength(MAX_BATCH_ENTRIES);
    const { res, json } = await rpc([...full, ping(99)]);
    expect(res.status).toBe(400);
    expect(json).toMatchObject({ id: null, error: { code: -32600 } });
    expect(JSON.stringify(json)).toContain(`at most ${MAX_BATCH_ENTRIES}`);
  });

  it('are refused when their answers would pass the response budget, and stay far under the old amplification', async () => {
    const page = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'get_page', arguments: { slug: 'developers' } },
    });
    const list = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list' });
    const big = Array.from({ length: MAX_BATCH_ENTRIES }, (_, i) => page(i));
    const { res, json } = await rpc(big);
    expect(res.status).toBe(400);
    expect(JSON.stringify(json)).toContain('256 KB');
    const lists = Array.from({ length: MAX_BATCH_ENTRIES }, (_, i) => list(i));
    const answer = await post(lists);
    const bytes = (await answer.arrayBuffer()).byteLength;
    expect(bytes).toBeLessThanOrEqual(256 * 1024 + 64);
  });

  it.each(['2025-06-18', '2024-11-05', '2025-11-25', '2026-07-28'])(
    'are rejected under %s with a clear -32600',
    async (version) => {
      const { res, json } = await rpc(batch, { 'mcp-protocol-version': version });
      expect(res.status).toBe(400);
      expect(json).toMatchObject({ id: null, error: { code: -32600 } });
      expect(JSON.stringify(json)).toContain(`not supported under protocol version ${version}`);
    },
  );
});

describe('HTTP-level rules', () => {
  const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };

  it.each([
    ['missing', undefined],
    ['JSON only', 'application/json'],
    ['SSE only', 'text/event-stream'],
    ['wildcard', '*/*'],
    ['SSE refused with q=0', 'application/json, text/event-stream;q=0'],
    // Parsed by negotiator like every Accept here: a comma inside a quoted parameter lists nothing.
    ['SSE only inside a quoted parameter', 'application/json;x="a,text/event-stream;y=b"'],
  ])('Accept %s: 406', async (_name, accept) => {
    const res = await app.request('/mcp', {
      method: 'POST',
      headers: accept
        ? { 'content-type': 'application/json', accept }
        : { 'content-type': 'application/json' },
      body: JSON.stringify(ping),
    });
    await expectErrorJson(res, 406, 'not_acceptable');
  });

  it('Accept with both listed in any order and weights is fine', async () => {
    const res = await post(ping, { accept: 'text/event-stream;q=0.5, Application/JSON;q=0.9' });
    expect(res.status).toBe(200);
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['']])(
    'Content-Type %j: 415',
    async (type) => {
      const res = await post(ping, { 'content-type': type });
      await expectErrorJson(res, 415, 'unsupported_media_type');
    },
  );

  it('Content-Type with a charset is fine', async () => {
    expect((await post(ping, { 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
  });

  it.each(['GET', 'DELETE', 'PUT', 'PATCH', 'HEAD'])('%s: 405 with Allow: POST', async (method) => {
    const res = await app.request('/mcp', { method, headers: { accept: ACCEPT } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    if (method !== 'HEAD') await expectErrorJson(res, 405, 'method_not_allowed');
  });

  it('OPTIONS preflight allows POST and the MCP headers from any origin', async () => {
    const res = await app.request('/mcp', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://agent.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, mcp-protocol-version',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['content-type', 'accept', 'mcp-protocol-version', 'mcp-session-id'])
      expect(allowed).toContain(h);
  });

  it('every answer is CORS-open and exposes Mcp-Protocol-Version', async () => {
    for (const res of [await post(ping), await post('{'), await post(ping, { accept: 'application/json' })]) {
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-expose-headers')).toContain('Mcp-Protocol-Version');
    }
  });

  it('a body over 64 KB: 413 (declared length)', async () => {
    const big = JSON.stringify({ ...ping, params: { pad: 'x'.repeat(64 * 1024) } });
    await expectErrorJson(await post(big), 413, 'payload_too_large');
  });

  it('a body over 64 KB: 413 (streamed without a length)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 5) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await app.request('/mcp', {
      method: 'POST',
      headers: HEADERS,
      body,
      duplex: 'half',
    } as RequestInit);
    await expectErrorJson(res, 413, 'payload_too_large');
  });

  it('a body of exactly 64 KB is read and parsed', async () => {
    const base = JSON.stringify({ ...ping, params: { pad: '' } });
    const exact = JSON.stringify({ ...ping, params: { pad: 'x'.repeat(64 * 1024 - base.length) } });
    expect(new TextEncoder().encode(exact).byteLength).toBe(64 * 1024);
    expect((await post(exact)).status).toBe(200);
  });
});

describe('documents that list the versions', () => {
  it('docs/api.md names every protocol version of the one constant, and no other', () => {
    const readme = readFileSync('docs/api.md', 'utf8');
    const named = new Set(
      readme.match(/\b20\d\d-\d\d-\d\d\b/g)?.filter((d) => /^20(24|25|26)-(0[1-9]|1[0-2])-/.test(d)) ?? [],
    );
    for (const version of MCP_PROTOCOL_VERSIONS) expect(named.has(version), version).toBe(true);
    const section = readme.slice(readme.indexOf('### Public MCP endpoint'), readme.length);
    const versions = new Set(section.match(/\b20\d\d-\d\d-\d\d\b/g));
    expect([...versions].sort()).toEqual([...MCP_PROTOCOL_VERSIONS].sort());
  });
});
