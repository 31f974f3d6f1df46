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
      ...CORS_HEADERS,
      ...headers,
    },
    body,
  };
}
