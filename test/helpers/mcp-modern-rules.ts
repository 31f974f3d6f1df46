// The MCP 2026-07-28 (stateless) rules as one suite, run against any door that answers POST /mcp: the fetch door
// (mcp-modern.test.ts, fast lane) and the real Node server (mcp-modern-node.test.ts, slow lane) answer alike.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../src/content/site.js';
import { MCP_PROTOCOL_VERSIONS } from '../../src/domain/mcp-versions.js';
import { serverName } from '../../src/mcp/identity.js';
import { MCP_TTL_MS } from '../../src/mcp/tables.js';

// biome-ignore lint/suspicious/noExplicitAny: JSON-RPC answers are walked dynamically; the assertions check their shape.
export type Answer = { status: number; headers: Headers; json: Record<string, any> };
export type Send = (body: unknown, headers: Record<string, string>) => Promise<Answer>;

export const MCP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
};
export const readAnswer = async (res: Response): Promise<Answer> => ({
  status: res.status,
  headers: res.headers,
  json: await res.json(),
});

const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'test', version: '1.0.0' },
};
const nameOf = (method: string, params: Record<string, unknown>) =>
  method === 'resources/read'
    ? params.uri
    : ['tools/call', 'prompts/get'].includes(method)
      ? params.name
      : undefined;
/** A conformant modern request: _meta in the body, the three headers mirroring it. */
function modern(method: string, params: Record<string, unknown> = {}, id: number | string = 1) {
  const name = nameOf(method, params);
  const headers: Record<string, string> = { 'mcp-protocol-version': '2026-07-28', 'mcp-method': method };
  if (typeof name === 'string') headers['mcp-name'] = name;
  return { body: { jsonrpc: '2.0', id, method, params: { ...params, _meta: META } }, headers };
}
const b64 = (text: string) => `=?base64?${Buffer.from(text, 'utf8').toString('base64')}?=`;

/**
 * The rules, through `send`; `base` is the door's own base URL (known once its server listens), `site` the content
 * it serves.
 */
export function defineModernRules(door: string, site: Site, send: Send, base: () => string): void {
  describe(`2026-07-28 through ${door}`, () => {
    let about = '';
    beforeAll(() => {
      about = `${base()}/about.md`;
    });
    const call = (
      method: string,
      params?: Record<string, unknown>,
      extra: Record<string, string> = {},
      id: number | string = 1,
    ) => {
      const r = modern(method, params, id);
      return send(r.body, { ...r.headers, ...extra });
    };

    it('server/discover: every version, capabilities, instructions, identity in _meta, caching hints', async () => {
      const { status, headers, json } = await call('server/discover', {}, {}, 'd');
      expect(status).toBe(200);
      expect(headers.get('mcp-protocol-version')).toBe('2026-07-28');
      expect(json).toEqual({
        jsonrpc: '2.0',
        id: 'd',
        result: {
          supportedVersions: [...MCP_PROTOCOL_VERSIONS],
          capabilities: {
            tools: { listChanged: false },
            resources: { subscribe: false, listChanged: false },
            prompts: { listChanged: false },
            completions: {},
            extensions: {
              'io.modelcontextprotocol/ui': {},
              'io.modelcontextprotocol/skills': { directoryRead: true },
            },
          },
          instructions: site.words.agents.server.instructions,
          ttlMs: MCP_TTL_MS,
          cacheScope: 'public',
          resultType: 'complete',
          _meta: {
            'io.modelcontextprotocol/serverInfo': expect.objectContaining({
              name: serverName({ ...site, baseUrl: base() }),
              version: '1.0.0',
            }),
          },
        },
      });
    });

    it('every result has resultType complete and the server identity; lists and reads carry ttlMs and cacheScope', async () => {
      const cacheable = ['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list'];
      for (const method of cacheable) {
        const { json } = await call(method);
        expect(json.result, method).toMatchObject({
          resultType: 'complete',
          ttlMs: MCP_TTL_MS,
          cacheScope: 'public',
        });
        expect(json.result._meta['io.modelcontextprotocol/serverInfo'].name).toBe(
          serverName({ ...site, baseUrl: base() }),
        );
      }
      const read = (await call('resources/read', { uri: about }, {}, 2)).json.result;
      expect(read).toMatchObject({ resultType: 'complete', ttlMs: MCP_TTL_MS, cacheScope: 'public' });
      const computed = [
        await call('tools/call', { name: 'check_fit', arguments: { annualRevenue: 2_000_000 } }),
        await call('prompts/get', { name: 'check_my_fit' }),
        await call('completion/complete', {
          ref: { type: 'ref/prompt', name: 'check_my_fit' },
          argument: { name: 'role', value: 'co' },
        }),
      ];
      for (const { status, json } of computed) {
        expect(status).toBe(200);
        expect(json.result.resultType).toBe('complete');
        expect(json.result._meta['io.modelcontextprotocol/serverInfo']).toBeDefined();
        expect(json.result.ttlMs).toBeUndefined();
      }
    });

    it('tools/list marks get_page.slug with x-mcp-header (legacy lists do not)', async () => {
      const { json } = await call('tools/list');
      const page = json.result.tools.find((t: { name: string }) => t.name === 'get_page');
      expect(page.inputSchema.properties.slug['x-mcp-header']).toBe('Slug');
      const legacy = await send(
        { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        { 'mcp-protocol-version': '2025-11-25' },
      );
      expect(JSON.stringify(legacy.json)).not.toContain('x-mcp-header');
    });

    it.each([
      ['no _meta', {}],
      ['_meta without protocolVersion', { _meta: { 'io.modelcontextprotocol/clientCapabilities': {} } }],
      [
        '_meta without clientCapabilities',
        { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } },
      ],
      [
        'clientCapabilities not an object',
        { _meta: { ...META, 'io.modelcontextprotocol/clientCapabilities': [] } },
      ],
    ])('%s: 400 with -32602 and the request id', async (_name, params) => {
      const body = { jsonrpc: '2.0', id: 41, method: 'server/discover', params };
      const { status, json } = await send(body, {
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': 'server/discover',
      });
      expect(status).toBe(400);
      expect(json).toMatchObject({ id: 41, error: { code: -32602 } });
    });

    it('clientInfo is optional', async () => {
      const { 'io.modelcontextprotocol/clientInfo': _c, ...meta } = META;
      const body = { jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: meta } };
      expect(
        (await send(body, { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'server/discover' })).status,
      ).toBe(200);
    });

    it('unsupported version (header and _meta agree): 400 UnsupportedProtocolVersion with supported and requested', async () => {
      const body = {
        jsonrpc: '2.0',
        id: 301,
        method: 'server/discover',
        params: { _meta: { ...META, 'io.modelcontextprotocol/protocolVersion': 'v999.0.0' } },
      };
      const { status, json } = await send(body, {
        'mcp-protocol-version': 'v999.0.0',
        'mcp-method': 'server/discover',
      });
      expect(status).toBe(400);
      expect(json.id).toBe(301);
      expect(json.error).toMatchObject({
        code: -32022,
        data: { supported: [...MCP_PROTOCOL_VERSIONS], requested: 'v999.0.0' },
      });
    });

    it.each([
      ['header and _meta disagree', { 'mcp-protocol-version': '2026-07-28' }, 'v999.0.0'],
      ['header missing, _meta modern', {}, '2026-07-28'],
    ])('%s: 400 HeaderMismatch', async (_name, headers, declared) => {
      const body = {
        jsonrpc: '2.0',
        id: 302,
        method: 'server/discover',
        params: { _meta: { ...META, 'io.modelcontextprotocol/protocolVersion': declared } },
      };
      const { status, json } = await send(body, { ...headers, 'mcp-method': 'server/discover' });
      expect(status).toBe(400);
      expect(json).toMatchObject({ id: 302, error: { code: -32020 } });
    });

    it.each(['initialize', 'ping', 'logging/setLevel', 'resources/subscribe', 'unknown/method'])(
      '%s: 404 with -32601 and the request id',
      async (method) => {
        const { status, json } = await call(method, {}, {}, 500);
        expect(status).toBe(404);
        expect(json).toMatchObject({ id: 500, error: { code: -32601 } });
      },
    );

    it('an unknown resource: -32602 with data.uri', async () => {
      const uri = `${base()}/nope.md`;
      const { status, json } = await call('resources/read', { uri });
      expect(status).toBe(200);
      expect(json.error).toMatchObject({ code: -32602, data: { uri } });
    });

    it.each([
      ['Mcp-Method missing', { 'mcp-method': '' }],
      ['Mcp-Method differs', { 'mcp-method': 'prompts/list' }],
      ['Mcp-Method differs in case', { 'mcp-method': 'TOOLS/CALL' }],
      ['Mcp-Name missing', { 'mcp-name': '' }],
      ['Mcp-Name differs', { 'mcp-name': 'get_offer' }],
      ['Mcp-Name with invalid Base64 padding', { 'mcp-name': '=?base64?Y2hlY2tfZml0PQ?=' }],
      ['Mcp-Name not visible ASCII', { 'mcp-name': b64('check_fit').replace('=?base64?', '=?base6?') }],
    ])('%s: 400 HeaderMismatch with the id', async (_name, extra) => {
      const r = modern('tools/call', { name: 'check_fit', arguments: { founderLed: true } }, 77);
      const headers: Record<string, string> = { ...r.headers, ...extra };
      for (const [k, v] of Object.entries(headers)) if (v === '') delete headers[k];
      const { status, json } = await send(r.body, headers);
      expect(status).toBe(400);
      expect(json).toMatchObject({ id: 77, error: { code: -32020 } });
    });

    it('Mcp-Name in the Base64 sentinel form, with padding whitespace, is accepted', async () => {
      const r = modern('resources/read', { uri: about });
      expect((await send(r.body, { ...r.headers, 'mcp-name': b64(about) })).status).toBe(200);
      expect((await send(r.body, { ...r.headers, 'mcp-name': `  ${about}  ` })).status).toBe(200);
      const p = modern('prompts/get', { name: 'explain_offer', arguments: { role: 'Coach' } });
      expect(
        (await send(p.body, { ...p.headers, 'mcp-name': b64('explain_offer') })).json.result.messages,
      ).toHaveLength(2);
    });

    it('get_page: Mcp-Param-Slug must mirror arguments.slug (plain or Base64), and is refused without a slug', async () => {
      const r = modern('tools/call', { name: 'get_page', arguments: { slug: 'about' } });
      const ok = await send(r.body, { ...r.headers, 'mcp-param-slug': 'about' });
      expect(ok.json.result.structuredContent.slug).toBe('about');
      expect((await send(r.body, { ...r.headers, 'mcp-param-slug': b64('about') })).status).toBe(200);
      for (const bad of [undefined, 'index', '=?base64?YWJvdXQ?=', '=?base64?YW!!dXQ=?=']) {
        const headers = bad === undefined ? r.headers : { ...r.headers, 'mcp-param-slug': bad };
        const { status, json } = await send(r.body, headers);
        expect(status, String(bad)).toBe(400);
        expect(json.error.code).toBe(-32020);
      }
      const noSlug = modern('tools/call', { name: 'get_page', arguments: {} });
      expect((await send(noSlug.body, { ...noSlug.headers, 'mcp-param-slug': 'about' })).status).toBe(400);
      const toolError = await send(noSlug.body, noSlug.headers);
      expect(toolError.json.result.isError).toBe(true);
    });

    it('a notification is accepted with 202; a client response is refused; a batch is refused', async () => {
      const note = await statusOf(send)(
        { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } },
        { 'mcp-protocol-version': '2026-07-28' },
      );
      expect(note).toBe(202);
      const response = await send(
        { jsonrpc: '2.0', id: 5, result: {} },
        { 'mcp-protocol-version': '2026-07-28' },
      );
      expect(response.status).toBe(400);
      const batch = await send([modern('tools/list').body], {
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': 'tools/list',
      });
      expect(batch.status).toBe(400);
      expect(batch.json.error.code).toBe(-32600);
    });
  });
}

/** Status of a POST whose answer has no body. */
function statusOf(send: Send) {
  return async (body: unknown, headers: Record<string, string>) => {
    try {
      return (await send(body, headers)).status;
    } catch (error) {
      // 202 has no JSON body to parse; the status is all there is.
      if (error instanceof SyntaxError) return 202;
      throw error;
    }
  };
}
