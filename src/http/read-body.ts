// Reads a request body as text under a byte limit, refusing early on Content-Length and counting chunked streams.
import { BODY_LIMIT_BYTES, payloadTooLargeBody } from '../domain/api-errors.js';
import { jsonResponse, type PlainResponse } from './plain-response.js';

export { BODY_LIMIT_BYTES } from '../domain/api-errors.js';

export type BodyResult = { ok: true; text: string } | { ok: false; response: PlainResponse };

export function payloadTooLarge(baseUrl: string): PlainResponse {
  return jsonResponse(413, payloadTooLargeBody(baseUrl), { connection: 'close' });
}

/** Never buffers more than the limit: a lying or absent Content-Length is caught while streaming. */
export async function readBodyText(
  request: Request,
  baseUrl: string,
  limit = BODY_LIMIT_BYTES,
): Promise<BodyResult> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return { ok: false, response: payloadTooLarge(baseUrl) };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, response: payloadTooLarge(baseUrl) };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // Invalid UTF-8 becomes U+FFFD and then fails JSON parsing or validation, never a crash.
  return { ok: true, text: new TextDecoder().decode(bytes) };
}
