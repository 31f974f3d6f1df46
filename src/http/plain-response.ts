// A runtime-neutral response (status, headers, bytes) that both doors, Hono and the raw Node listener, can send.
export interface PlainResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

import { encodeUtf8 } from '../render/bytes.js';

export { encodeUtf8 } from '../render/bytes.js';

export function toWebResponse(r: PlainResponse): Response {
  return new Response(r.body as BodyInit | null, { status: r.status, headers: r.headers });
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

export function jsonResponse(
  status: number,
  data: unknown,
  headers: Record<string, string> = {},
): PlainResponse {
  const body = encodeUtf8(JSON.stringify(data));
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(body.byteLength),
      'cache-control': 'no-store',
      ...SHARED_HEADERS,
      ...headers,
    },
    body,
  };
}
