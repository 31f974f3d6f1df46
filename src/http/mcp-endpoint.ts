// POST /mcp at the HTTP level (Origin, method, Accept, Content-Type, size, JSON), for the request core.
import type { Site } from '../content/site.js';
import { BODY_LIMIT_BYTES, type ErrorSite } from '../domain/api-errors.js';
import { utf8Length } from '../domain/utf8-length.js';
import { describeMcpCall } from '../mcp/call-facts.js';
import type { HeaderLookup, McpHandler } from '../mcp/handler.js';
import { toSizedJson } from '../mcp/json-text.js';
import { PARSE_ERROR, type RpcResponse, rpcError } from '../mcp/jsonrpc.js';
import { splitKeptResponse } from '../mcp/response-bytes.js';
import { methodNotAllowed, wordedError } from './errors.js';
import { createOriginGuard } from './mcp-origin.js';
import { listAcceptedMediaTypes } from './negotiate.js';
import { jsonHeaders, type PlainResponse, plainResponse, SHARED_HEADERS } from './plain-response.js';
import type { BodyResult } from './read-body.js';

export type { HeaderLookup } from '../mcp/handler.js';
/** The HTTP-level refusals before the body is read; undefined when the body should be read and answered. */
export type McpRequestCheck = (method: string, header: HeaderLookup) => PlainResponse | undefined;

function isJsonContentType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/**
 * The answer's body: a head with the id and the kept result's bytes when it was built once, else the JSON
 * text as a string body (sized as it is written, so it is encoded once, by the door).
 */
function jsonRpcResponse(status: number, body: RpcResponse | RpcResponse[], version?: string): PlainResponse {
  const kept = Array.isArray(body) ? undefined : splitKeptResponse(body);
  let payload: PlainResponse['body'];
  let length: number;
  if (kept) {
    payload = kept;
    length = utf8Length(kept[0]) + kept[1].byteLength;
  } else {
    const json = toSizedJson(body);
    payload = json.text;
    length = json.bytes;
  }
  const headers = jsonHeaders(length, 'application/json');
  if (version) headers['mcp-protocol-version'] = version;
  return plainResponse(status, headers, payload);
}

/** The refusals in the order a client can fix them: Host or Origin (loopback deployments), method, Accept, type. */
export function createMcpRequestCheck(site: Site): McpRequestCheck {
  const originAllowed = createOriginGuard(site.baseUrl);
  const forbidden = jsonRpcResponse(
    403,
    rpcError(
      undefined,
      -32600,
      'Forbidden: this MCP server runs on a loopback address and answers only requests whose Host and Origin are loopback too (DNS-rebinding protection).',
    ),
  );
  const w = site.words.errors;
  const notAcceptable = wordedError(site, 406, 'not_acceptable', w.mcpNotAcceptable);
  const unsupportedType = wordedError(site, 415, 'unsupported_media_type', w.mcpMediaType);
  // A client sends the same Accept on every call: the last verdict is kept instead of parsing it again
  // (it starts as the verdict on no Accept at all).
  let lastAccept: string | undefined;
  let lastAcceptable = false;
  const acceptable = (accept: string | undefined) => {
    if (accept !== lastAccept) {
      const types = listAcceptedMediaTypes(accept);
      lastAccept = accept;
      lastAcceptable = types.has('application/json') && types.has('text/event-stream');
    }
    return lastAcceptable;
  };
  // And the same Content-Type: the last one judged JSON is remembered.
  let lastJsonType: string | undefined;
  const isJson = (contentType: string | undefined) => {
    if (contentType !== undefined && contentType === lastJsonType) return true;
    if (!isJsonContentType(contentType)) return false;
    lastJsonType = contentType;
    return true;
  };
  return (method, header) => {
    if (!originAllowed(header('host'), header('origin'))) return forbidden;
    if (method !== 'POST') return methodNotAllowed(site, method, 'POST');
    if (!acceptable(header('accept'))) return notAcceptable;
    if (!isJson(header('content-type'))) return unsupportedType;
    return undefined;
  };
}

/** The body text of an accepted POST to its HTTP answer; shared by every door that has the text. */
export function answerMcpText(handler: McpHandler, header: HeaderLookup, text: string): PlainResponse {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return jsonRpcResponse(400, rpcError(null, PARSE_ERROR, 'Parse error: the body is not valid JSON.'));
  }
  const answer = handler.handlePayload(header, payload);
  const response: PlainResponse =
    answer.kind === 'accepted'
      ? plainResponse(202, { 'mcp-protocol-version': answer.protocolVersion, ...SHARED_HEADERS }, null)
      : jsonRpcResponse(answer.status, answer.body, answer.protocolVersion);
  response.facts = describeMcpCall(payload, answer);
  return response;
}

/** A body read under the limit (or refused) to its answer; the Node raw door calls this too. */
export function answerMcpBody(
  handler: McpHandler,
  site: ErrorSite,
  header: HeaderLookup,
  body: BodyResult,
): PlainResponse {
  if (body.ok) return answerMcpText(handler, header, body.text);
  if (body.response.status !== 413) return body.response;
  const w = site.words.errors.payloadTooLarge;
  return wordedError(
    site,
    413,
    'payload_too_large',
    { message: w.message, hint: w.mcpHint },
    {
      values: { limit: BODY_LIMIT_BYTES / 1024 },
      headers: { connection: 'close' },
    },
  );
}
