// The MCP endpoint in both eras: the legacy initialize flow, and the stateless 2026-07-28 server/discover.
import type { Client, Reply } from '../client.js';
import { type CheckResult, Finding } from '../report.js';
import { type Context, described, elsewhereResult, isObject } from './context.js';

const GROUP = 'mcp';
const MODERN = '2026-07-28';
const LEGACY = '2025-06-18';
const TOOLS = ['get_offer', 'check_fit', 'list_pages', 'get_page'];
const MCP_FIX =
  'Let POST /mcp reach the app with its body and headers intact (Accept, Content-Type, MCP-Protocol-Version, Mcp-Method); a proxy that buffers it as a page or strips those headers breaks every MCP client.';
const MODERN_FIX =
  'This deployment speaks only the legacy MCP era: deploy a release whose endpoint speaks 2026-07-28 (stateless requests, server/discover), which current clients try first.';

interface RpcReply {
  reply: Reply;
  result?: Record<string, unknown>;
  error?: { code?: unknown; message?: unknown };
}

/** A JSON-RPC answer as JSON or as a one-event SSE stream, whichever the server chose. */
function readRpc(reply: Reply): RpcReply {
  const sse = (reply.headers.get('content-type') ?? '').startsWith('text/event-stream');
  const text = sse ? (/^data: ?(.*)$/m.exec(reply.text)?.[1] ?? '') : reply.text;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { reply };
  }
  if (!isObject(body)) return { reply };
  return {
    reply,
    result: isObject(body.result) ? body.result : undefined,
    error: isObject(body.error) ? body.error : undefined,
  };
}

async function rpc(client: Client, method: string, params: unknown, headers: Record<string, string> = {}) {
  const reply = await client.request('/mcp', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, ...(params ? { params } : {}) }),
  });
  return readRpc(reply);
}

const explain = (r: RpcReply) =>
  r.error ? `error ${String(r.error.code)}: ${String(r.error.message)}` : described(r.reply, 'POST');

const toolNames = (r: RpcReply) =>
  Array.isArray(r.result?.tools) ? r.result.tools.map((t) => (isObject(t) ? t.name : undefined)) : [];

async function checkLegacy({ client }: Context): Promise<CheckResult> {
  const f = new Finding('legacy era', GROUP);
  const init = await rpc(client, 'initialize', {
    protocolVersion: LEGACY,
    capabilities: {},
    clientInfo: { name: 'offer-site-readiness', version: '1.0.0' },
  });
  const version = init.result?.protocolVersion;
  if (!f.require(typeof version === 'string', `initialize: ${explain(init)}`, MCP_FIX)) return f.result('');
  const headers = { 'mcp-protocol-version': String(version) };
  const list = await rpc(client, 'tools/list', undefined, headers);
  const missing = TOOLS.filter((t) => !toolNames(list).includes(t));
  f.require(
    missing.length === 0,
    `tools/list: ${list.result ? `missing ${missing.join(', ')}` : explain(list)}`,
    MCP_FIX,
  );
  const call = await rpc(client, 'tools/call', { name: 'get_offer', arguments: {} }, headers);
  f.require(
    Boolean(call.result) && call.result?.isError !== true,
    `tools/call get_offer: ${explain(call)}`,
    MCP_FIX,
  );
  return f.result(`initialize answered ${String(version)}; tools listed and called`);
}

async function checkModern({ client }: Context): Promise<CheckResult> {
  const f = new Finding(`${MODERN} era`, GROUP);
  const meta = {
    'io.modelcontextprotocol/protocolVersion': MODERN,
    'io.modelcontextprotocol/clientCapabilities': {},
    'io.modelcontextprotocol/clientInfo': { name: 'offer-site-readiness', version: '1.0.0' },
  };
  const headers = (method: string) => ({ 'mcp-protocol-version': MODERN, 'mcp-method': method });
  const discover = await rpc(client, 'server/discover', { _meta: meta }, headers('server/discover'));
  const versions = discover.result?.supportedVersions;
  if (!Array.isArray(versions) || !versions.includes(MODERN)) {
    f.warn(`server/discover: ${explain(discover)}`, MODERN_FIX);
    return f.result('');
  }
  const list = await rpc(client, 'tools/list', { _meta: meta }, headers('tools/list'));
  const missing = TOOLS.filter((t) => !toolNames(list).includes(t));
  f.require(
    missing.length === 0,
    `tools/list: ${list.result ? `missing ${missing.join(', ')}` : explain(list)}`,
    MCP_FIX,
  );
  return f.result(`server/discover lists ${versions.length} versions; tools listed statelessly`);
}

export function mcpChecks(ctx: Context): Promise<CheckResult>[] {
  const { mcp } = ctx.advertised;
  // Only what the site advertises here is probed: POST /mcp on a static host would answer 405 for nothing.
  if (mcp !== `${ctx.client.base}/mcp`)
    return [Promise.resolve(elsewhereResult('MCP endpoint', GROUP, 'MCP endpoint', mcp))];
  return [checkLegacy(ctx), checkModern(ctx)];
}
