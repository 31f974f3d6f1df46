// A runtime-neutral response (status, headers, bytes): what the request core answers and every door sends.
import type { LogFacts } from '../domain/log-facts.js';
import { encodeUtf8, joinBytes } from '../render/bytes.js';

/**
 * A body in two pieces sent one after the other: a short text made per request (an MCP answer's id), then
 * bytes made once (its kept result), so no answer copies the kept bytes into new memory.
 */
export type SplitBody = readonly [head: string, bytes: Uint8Array];

export const isSplitBody = (body: PlainResponse['body']): body is SplitBody => Array.isArray(body);

/** The body as one piece, for what takes one: a web Response, and the static export's files. */
export function joinBody(body: PlainResponse['body']): Uint8Array | string | null {
  if (!isSplitBody(body)) return body;
  return joinBytes([encodeUtf8(body[0]), body[1]]);
}

export interface PlainResponse {
  status: number;
  headers: Record<string, string>;
  /** A string is sent as UTF-8: dynamic JSON skips an encoding pass, and Node writes it with the head at once. */
  body: Uint8Array | string | SplitBody | null;
  /**
   * The same headers as one flat name, value list, on responses built once (the response table): the Node
   * door hands it to writeHead as it is instead of walking `headers` on every request.
   */
  headerList: readonly string[] | undefined;
  /** What the request log records of an MCP call or fit check; never sent. */
  facts: LogFacts | undefined;
}

/**
 * The one literal every answer comes from, members in one order, so all answers share one hidden class.
 * A literal per kind of answer gave the Node door's reads of status, body and headerList one shape per kind:
 * after a server had answered a few kinds they went megamorphic for good (V8's IC log, 2026-11-28).
 */
function makeResponse(
  status: number,
  headers: Record<string, string>,
  body: PlainResponse['body'],
  headerList: readonly string[] | undefined,
  facts: LogFacts | undefined,
): PlainResponse {
  return { status, headers, body, headerList, facts };
}

/** An answer sent once: its headers are walked when it is written. */
export function plainResponse(
  status: number,
  headers: Record<string, string>,
  body: PlainResponse['body'],
  facts?: LogFacts,
): PlainResponse {
  return makeResponse(status, headers, body, undefined, facts);
}

/** What withHeaderList is given: an answer before it is kept. */
export type ResponseParts = Pick<PlainResponse, 'status' | 'headers' | 'body'> & { facts?: LogFacts };

/** An answer that will be sent many times unchanged, with its headers listed once. */
export function withHeaderList(r: ResponseParts): PlainResponse {
  return makeResponse(r.status, r.headers, r.body, Object.entries(r.headers).flat(), r.facts);
}

/** The same answer without its body (HEAD), in the same shape. */
export const withoutBody = (r: PlainResponse): PlainResponse =>
  r.body === null ? r : makeResponse(r.status, r.headers, null, r.headerList, r.facts);

export { encodeUtf8 } from '../render/bytes.js';

export function toWebResponse(r: PlainResponse): Response {
  return new Response(joinBody(r.body) as BodyInit | null, { status: r.status, headers: r.headers });
}

/** CORS is open on every response, errors included: nothing here is private. */
export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag, Link, Mcp-Protocol-Version, X-Markdown-Tokens, X-Request-Id',
} as const;

/**
 * Headers every response carries, whatever its type: open CORS, and nosniff so that no body (a JSON error
 * echoing a path, a Markdown twin, an agent file) is ever sniffed into HTML or script by a browser.
 */
export const SHARED_HEADERS = {
  ...CORS_HEADERS,
  'x-content-type-options': 'nosniff',
} as const;

/**
 * Extra headers are assigned onto the literal, not spread after it: a second spread made V8 build a new
 * hidden class (and its key cache) for every answer, in the old generation (a JSON 404 under load, gdb).
 */
export function jsonResponse(status: number, data: unknown, headers?: Record<string, string>): PlainResponse {
  const body = encodeUtf8(JSON.stringify(data));
  const all = jsonHeaders(body.byteLength);
  return plainResponse(status, headers ? Object.assign(all, headers) : all, body);
}

/**
 * Every member written out, SHARED_HEADERS included: an object literal of fixed shape is built in one step,
 * where a spread copied member by member on every fit and MCP answer (test/plain-response.test.ts checks
 * that nothing of SHARED_HEADERS is missing). MCP passes its own type (plain application/json).
 */
export function jsonHeaders(
  length: number,
  contentType = 'application/json; charset=utf-8',
): Record<string, string> {
  return {
    'content-type': contentType,
    'content-length': String(length),
    'cache-control': 'no-store',
    'access-control-allow-origin': SHARED_HEADERS['access-control-allow-origin'],
    'access-control-expose-headers': SHARED_HEADERS['access-control-expose-headers'],
    'x-content-type-options': SHARED_HEADERS['x-content-type-options'],
  };
}
