// The framing refusals every door shares, read from the headers alone: Expect, transfer and content codings, bodies on GET/HEAD, long targets.
import { type ErrorSite, URL_LIMIT_BYTES, uriTooLong } from '../../domain/api-errors.js';
import { errorResponse, wordedError } from '../errors.js';
import type { PlainResponse } from '../plain-response.js';
import { bodyNotAllowed, declaresBody, isEncodedBody, unsupportedEncoding } from '../read-body.js';
import type { HeaderReader } from '../response-table.js';

/** Node's own test for a 100-continue expectation, which it answers itself; any other is refused with 417. */
const CONTINUE = /(?:^|\W)100-continue(?:$|\W)/i;

/** Whether a request's Expect asks for 100 Continue (Node's own test, so both agree on which requests do). */
export const expectsContinue = (expect: string | undefined): boolean =>
  expect !== undefined && CONTINUE.test(expect);

/** Every framing refusal, built once per site: Error JSON that closes the connection. */
export interface FramingRefusals {
  uriTooLong: PlainResponse;
  expectationFailed: PlainResponse;
  bodyNotAllowed: PlainResponse;
  bodyNotAllowedHead: PlainResponse;
  transferCoding: PlainResponse;
  chunkedHttp10: PlainResponse;
  encodedBody: PlainResponse;
}

export function buildFramingRefusals(site: ErrorSite): FramingRefusals {
  const close = { connection: 'close' };
  const w = site.words.errors;
  const noBody = bodyNotAllowed(site);
  const long = uriTooLong(w);
  return {
    uriTooLong: errorResponse(site.baseUrl, long.status, long.code, long.message, {
      hint: long.hint,
      headers: close,
    }),
    expectationFailed: wordedError(site, 417, 'expectation_failed', w.expectation, { headers: close }),
    bodyNotAllowed: noBody,
    bodyNotAllowedHead: { ...noBody, body: null },
    transferCoding: wordedError(site, 501, 'not_implemented', w.transferCoding, { headers: close }),
    chunkedHttp10: wordedError(site, 400, 'bad_request', w.chunkedHttp10, { headers: close }),
    encodedBody: unsupportedEncoding(site),
  };
}

/**
 * The refusal a request's framing calls for, or undefined. Runs before the response table on every request,
 * so the common case (a GET with no body headers) costs three header reads. `httpVersion` is known only to
 * a door that parses HTTP/1.x itself (Node); a fetch runtime has already framed the body, and says whether
 * there is one in `hasBody` (its Request may carry a body without a Content-Length header).
 */
export function refuseFraming(
  r: FramingRefusals,
  method: string,
  target: string,
  header: HeaderReader,
  httpVersion?: string,
  hasBody?: boolean,
): PlainResponse | undefined {
  if (target.length > URL_LIMIT_BYTES) return r.uriTooLong;
  const expect = header('expect');
  if (expect !== undefined && !expectsContinue(expect)) return r.expectationFailed;
  const coding = header('transfer-encoding');
  if (coding !== undefined) {
    // Node parses chunked under HTTP/1.0 too, and reads "gzip, chunked" as plain chunked (RFC 9112, 6.1).
    if (httpVersion === '1.0') return r.chunkedHttp10;
    if (coding.trim().toLowerCase() !== 'chunked') return r.transferCoding;
  }
  if (method === 'GET' || method === 'HEAD') {
    if (!(hasBody ?? declaresBody(header('content-length'), coding))) return undefined;
    return method === 'HEAD' ? r.bodyNotAllowedHead : r.bodyNotAllowed;
  }
  // Almost no request has a Content-Encoding, and a POST's body is read anyway.
  return isEncodedBody(header('content-encoding')) &&
    (hasBody ?? declaresBody(header('content-length'), coding))
    ? r.encodedBody
    : undefined;
}
