// Reads a request body as text under a byte limit, refusing early on Content-Length and counting chunked streams.
import { BODY_LIMIT_BYTES, type ErrorSite, payloadTooLargeBody } from '../domain/api-errors.js';
import { wordedError } from './errors.js';
import { jsonResponse, type PlainResponse } from './plain-response.js';

export { BODY_LIMIT_BYTES } from '../domain/api-errors.js';

export type BodyResult = { ok: true; text: string } | { ok: false; response: PlainResponse };

export function payloadTooLarge(site: ErrorSite): PlainResponse {
  return jsonResponse(413, payloadTooLargeBody(site), { connection: 'close' });
}

/** True when the headers announce a body: any Transfer-Encoding, or a Content-Length other than 0. */
export function declaresBody(
  contentLength: string | undefined,
  transferEncoding: string | undefined,
): boolean {
  return transferEncoding !== undefined || (contentLength !== undefined && !/^\s*0+\s*$/.test(contentLength));
}

/**
 * GET and HEAD with a body are refused at once and the connection closed: reading and discarding a body
 * nobody uses would hold the connection for as long as the client cares to send (up to the request timeout).
 */
export function bodyNotAllowed(site: ErrorSite): PlainResponse {
  return wordedError(site, 400, 'body_not_allowed', site.words.errors.bodyNotAllowed, {
    headers: { connection: 'close' },
  });
}

/**
 * A body in a content coding (gzip, br, ...) is refused, not decoded: decoding would let 64 KB on the wire
 * become any amount in memory, and parsing it as if plain would answer about bytes the client did not mean.
 * RFC 9110, section 15.5.16: 415, naming in Accept-Encoding the one coding read (identity).
 */
export function isEncodedBody(contentEncoding: string | undefined): boolean {
  if (contentEncoding === undefined) return false;
  // trim(), not /^\s*(identity)?\s*$/: two \s* around an optional word backtrack quadratically, and Node
  // hands over byte 0xA0 as U+00A0, which \s matches (16 KB of it cost 0.3 s). trim() strips the same set.
  const coding = contentEncoding.trim();
  return coding !== '' && (coding.length !== 8 || coding.toLowerCase() !== 'identity');
}

export function unsupportedEncoding(site: ErrorSite): PlainResponse {
  return wordedError(site, 415, 'unsupported_content_encoding', site.words.errors.encodedBody, {
    headers: { 'accept-encoding': 'identity', connection: 'close' },
  });
}

/** The client went away or broke the body off: whoever still listens learns the body was incomplete. */
export function incompleteBody(site: ErrorSite): PlainResponse {
  return wordedError(site, 400, 'incomplete_body', site.words.errors.incompleteBody, {
    headers: { connection: 'close' },
  });
}

/** Never buffers more than the limit: a lying or absent Content-Length is caught while streaming. */
export async function readBodyText(
  request: Request,
  site: ErrorSite,
  limit = BODY_LIMIT_BYTES,
): Promise<BodyResult> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return { ok: false, response: payloadTooLarge(site) };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      // The client aborted mid-body: not our error, and nobody is left to read the answer.
      return { ok: false, response: incompleteBody(site) };
    }
    const { done, value } = next;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, response: payloadTooLarge(site) };
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
