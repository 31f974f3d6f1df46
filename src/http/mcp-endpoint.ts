// POST /mcp at the HTTP level (method, Accept, Content-Type, protocol header, size, JSON), runtime-neutral.
import type { Site } from '../content/site.js';
import { echoClientText } from '../domain/client-echo.js';
import {
  MCP_HEADERLESS_PROTOCOL_VERSION,
  MCP_PROTOCOL_VERSIONS,
  type McpProtocolVersion,
} from '../domain/tool-catalog.js';
import { createMcpHandler, isSupportedVersion, type McpHandler } from '../mcp/handler.js';
import { toJsonText } from '../mcp/json-text.js';
import { PARSE_ERROR, rpcError } from '../mcp/jsonrpc.js';
import { errorResponse, methodNotAllowed } from './errors.js';
import { encodeUtf8, type PlainResponse, SHARED_HEADERS } from './plain-response.js';
import { BODY_LIMIT_BYTES, type BodyResult, readBodyText } from './read-body.js';

export type McpEndpoint = (request: Request) => Promise<PlainResponse>;

/** Media ranges listed with a non-zero weight, lower-cased, parameters dropped. */
function listedTypes(accept: string | null): Set<string> {
  const types = new Set<string>();
  for (const range of (accept ?? '').split(',')) {
    const [type = '', ...params] = range.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (type && !(q && Number(q.slice(2)) === 0)) types.add(type);
  }
  return types;
}

function isJsonContentType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/** The HTTP-level refusals, in the order a client can fix them; otherwise the protocol version in force. */
export function checkMcpRequest(
  site: Site,
  method: string,
  headers: Headers,
): PlainResponse | McpProtocolVersion {
  const base = site.baseUrl;
  if (method !== 'POST') return methodNotAllowed(base, method, 'POST');
  const accepted = listedTypes(headers.get('accept'));
  if (!accepted.has('application/json') || !accepted.has('text/event-stream')) {
    return errorResponse(
      base,
      406,
      'not_acceptable',
      'The MCP endpoint answers JSON-RPC over Streamable HTTP.',
      {
        hint: 'Send Accept: application/json, text/event-stream (both are required by the transport).',
      },
    );
  }
  if (!isJsonContentType(headers.get('content-type'))) {
    return errorResponse(
      base,
      415,
      'unsupported_media_type',
      'The body must be JSON-RPC as application/json.',
      {
        hint: 'Send Content-Type: application/json.',
      },
    );
  }
  const version = headers.get('mcp-protocol-version');
  if (version === null) return MCP_HEADERLESS_PROTOCOL_VERSION;
  if (isSupportedVersion(version.trim())) return version.trim() as McpProtocolVersion;
  return errorResponse(
    base,
    400,
    'unsupported_protocol_version',
    `MCP-Protocol-Version "${echoClientText(version, 32)}" is not supported.`,
    {
      hint: `Use one of ${MCP_PROTOCOL_VERSIONS.join(', ')}, the version initialize returned.`,
    },
  );
}

function jsonRpcResponse(status: number, body: unknown, version: McpProtocolVersion): PlainResponse {
  const bytes = encodeUtf8(toJsonText(body));
  return {
    status,
    headers: {
      'content-type': 'application/json',
      'content-length': String(bytes.byteLength),
      'cache-control': 'no-store',
      'mcp-protocol-version': version,
      ...SHARED_HEADERS,
    },
    body: bytes,
  };
}

/** The body text of an accepted POST to its HTTP answer; shared by every door that has the text. */
export function answerMcpText(handler: McpHandler, text: string, version: McpProtocolVersion): PlainResponse {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return jsonRpcResponse(
      400,
      rpcError(null, PARSE_ERROR, 'Parse error: the body is not valid JSON.'),
      version,
    );
  }
  const answer = handler.handlePayload(payload, version);
  if (answer.kind === 'accepted') {
    return { status: 202, headers: { 'mcp-protocol-version': version, ...SHARED_HEADERS }, body: null };
  }
  return jsonRpcResponse(answer.invalid ? 400 : 200, answer.body, answer.protocolVersion);
}

export function createMcpEndpoint(site: Site): McpEndpoint {
  const handler = createMcpHandler(site);
  const base = site.baseUrl;
  return async (request) => {
    const checked = checkMcpRequest(site, request.method, request.headers);
    if (typeof checked !== 'string') return checked;
    return answerMcpBody(handler, base, await readBodyText(request, base, BODY_LIMIT_BYTES), checked);
  };
}

/** A body read under the limit (or refused) to its answer; the Node raw door calls this too. */
export function answerMcpBody(
  handler: McpHandler,
  base: string,
  body: BodyResult,
  version: McpProtocolVersion,
): PlainResponse {
  if (body.ok) return answerMcpText(handler, body.text, version);
  return body.response.status === 413
    ? errorResponse(base, 413, 'payload_too_large', 'The request body is larger than 64 KB.', {
        hint: 'Send one JSON-RPC message at a time; every MCP request here is a few hundred bytes.',
        headers: { connection: 'close' },
      })
    : body.response;
}
