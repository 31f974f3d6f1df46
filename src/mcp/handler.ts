// The MCP protocol as one pure function: request headers and the parsed POST body in, the answer out, either era.
import type { Site } from '../content/site.js';
import { perSite } from '../content/site-cache.js';
import { echoClientText } from '../domain/client-echo.js';
import {
  MCP_BATCH_PROTOCOL_VERSIONS,
  MCP_HEADERLESS_PROTOCOL_VERSION,
  MCP_PROTOCOL_VERSIONS,
  type McpProtocolVersion,
} from '../domain/mcp-versions.js';
import { answerBatch } from './batch.js';
import {
  classify,
  HEADER_MISMATCH,
  INVALID_PARAMS,
  INVALID_REQUEST,
  isPlainObject,
  METHOD_NOT_FOUND,
  type RpcResponse,
  rpcError,
  UNSUPPORTED_PROTOCOL_VERSION,
} from './jsonrpc.js';
import { createDispatch } from './methods.js';
import {
  checkMirroredHeaders,
  checkRequestMeta,
  declaredVersion,
  type HeaderLookup,
} from './modern-request.js';
import { mcpTables } from './tables.js';
import { isModernVersion, isSupportedVersion } from './versions.js';

export { MAX_BATCH_ENTRIES, MAX_BATCH_RESPONSE_BYTES } from './batch.js';

/** Longest unsupported MCP-Protocol-Version repeated in the error's data. */
const MAX_REQUESTED_CHARS = 64;

export type { HeaderLookup } from './modern-request.js';

export type McpAnswer =
  /** Only notifications or client responses: HTTP 202, no body. */
  | { kind: 'accepted'; protocolVersion: McpProtocolVersion }
  /** protocolVersion is absent when the request named a version this server does not speak. */
  | {
      kind: 'reply';
      status: number;
      body: RpcResponse | RpcResponse[];
      protocolVersion?: McpProtocolVersion;
    };

export interface McpHandler {
  handlePayload(header: HeaderLookup, payload: unknown): McpAnswer;
}

/**
 * One handler per site: Hono's route and the Node listener share it instead of each building the tables. The
 * tables (tool schemas, every page as a resource, prompts) are built by the first MCP request, then kept:
 * start-up (and a site nobody reaches over MCP) skips them. They are pure, so only the moment moves.
 */
export const createMcpHandler = perSite('mcp-handler', (site): McpHandler => {
  let built: McpHandler | undefined;
  return {
    handlePayload(header, payload) {
      built ??= buildMcpHandler(site);
      return built.handlePayload(header, payload);
    },
  };
});

function buildMcpHandler(site: Site): McpHandler {
  const tables = mcpTables(site);
  const dispatch = createDispatch(tables);
  const reply = (status: number, body: RpcResponse | RpcResponse[], protocolVersion?: McpProtocolVersion) =>
    ({ kind: 'reply', status, body, protocolVersion }) as const;

  /** The version in force from the MCP-Protocol-Version header and the body's _meta, or the error that refuses it. */
  const resolveVersion = (raw: string | undefined, declared: unknown, id: RpcResponse['id']) => {
    const header = raw?.trim();
    if (typeof declared === 'string' && declared !== header) {
      const why =
        header === undefined
          ? `the MCP-Protocol-Version header is required; the body's _meta declares '${echoClientText(declared)}'`
          : `MCP-Protocol-Version header value '${echoClientText(header)}' does not match _meta value '${echoClientText(declared)}'`;
      return reply(400, rpcError(id, HEADER_MISMATCH, `Header mismatch: ${why}.`));
    }
    if (header === undefined) return MCP_HEADERLESS_PROTOCOL_VERSION;
    if (isSupportedVersion(header)) return header;
    const message = `Unsupported protocol version: '${echoClientText(header)}'. Supported: ${MCP_PROTOCOL_VERSIONS.join(', ')}.`;
    // The spec's data names the version as sent; a header longer than any version is cut, not echoed whole.
    const requested =
      header.length > MAX_REQUESTED_CHARS ? `${header.slice(0, MAX_REQUESTED_CHARS)}…` : header;
    const data = { supported: [...MCP_PROTOCOL_VERSIONS], requested };
    return reply(400, rpcError(id, UNSUPPORTED_PROTOCOL_VERSION, message, data));
  };

  const handleBatch = (header: HeaderLookup, batch: unknown[]): McpAnswer => {
    const version = resolveVersion(header('mcp-protocol-version'), undefined, null);
    if (typeof version !== 'string') return version;
    const refuse = (why: string) =>
      reply(400, rpcError(null, INVALID_REQUEST, `Invalid Request: ${why}`), version);
    if (!MCP_BATCH_PROTOCOL_VERSIONS.includes(version)) {
      const only = MCP_BATCH_PROTOCOL_VERSIONS.join(', ');
      return refuse(
        `JSON-RPC batches are not supported under protocol version ${version} (only ${only}); send one message per POST.`,
      );
    }
    const table = tables.versions[version];
    const answered = answerBatch(batch, (id, method, params) => dispatch(table, id, method, params, true));
    if ('refused' in answered) return refuse(answered.refused);
    return answered.length === 0
      ? { kind: 'accepted', protocolVersion: version }
      : reply(200, answered, version);
  };

  return {
    handlePayload(header, payload) {
      if (Array.isArray(payload)) return handleBatch(header, payload);
      const m = classify(payload);
      const params = isPlainObject(payload) && isPlainObject(payload.params) ? payload.params : undefined;
      const id = m.kind === 'request' ? m.id : m.kind === 'invalid' ? m.response.id : undefined;
      const version = resolveVersion(header('mcp-protocol-version'), declaredVersion(params), id);
      if (typeof version !== 'string') return version;
      const modern = isModernVersion(version);
      if (m.kind === 'invalid') {
        // Params that are not an object are -32602; legacy answers those with 200, as any invalid params.
        const code = 'error' in m.response ? m.response.error.code : INVALID_REQUEST;
        return reply(modern || code === INVALID_REQUEST ? 400 : 200, m.response, version);
      }
      if (m.kind === 'notification') return { kind: 'accepted', protocolVersion: version };
      if (m.kind === 'response') {
        if (!modern) return { kind: 'accepted', protocolVersion: version };
        return reply(
          400,
          rpcError(
            undefined,
            INVALID_REQUEST,
            'Invalid Request: under 2026-07-28 a client sends no responses.',
          ),
          version,
        );
      }
      const table = tables.versions[version];
      if (!modern) {
        const response = dispatch(table, m.id, m.method, m.params ?? {}, false);
        // initialize answers under the version it negotiated, so the response header reports that one.
        const negotiated =
          m.method === 'initialize' && 'result' in response ? response.result.protocolVersion : undefined;
        return reply(
          200,
          response,
          typeof negotiated === 'string' && isSupportedVersion(negotiated) ? negotiated : version,
        );
      }
      const malformed = checkRequestMeta(m.params);
      if (malformed)
        return reply(400, rpcError(m.id, INVALID_PARAMS, `Invalid params: ${malformed}.`), version);
      const mismatch = checkMirroredHeaders(header, m.method, m.params ?? {});
      if (mismatch)
        return reply(400, rpcError(m.id, HEADER_MISMATCH, `Header mismatch: ${mismatch}.`), version);
      const response = dispatch(table, m.id, m.method, m.params ?? {}, false);
      // 2026-07-28: an unknown method is 404, so a client can tell it from a legacy server's 400.
      const status = 'error' in response && response.error.code === METHOD_NOT_FOUND ? 404 : 200;
      return reply(status, response, version);
    },
  };
}
