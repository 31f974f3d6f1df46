// What the Node listener refuses before any door: Host, Expect, transfer and content codings, bodies on GET/HEAD.
import type { IncomingMessage } from 'node:http';
import { errorResponse } from '../../http/errors.js';
import type { PlainResponse } from '../../http/plain-response.js';
import { bodyNotAllowed, declaresBody, isEncodedBody, unsupportedEncoding } from '../../http/read-body.js';
import { HEADERS_TOO_LARGE, type Refusal, SHUTTING_DOWN, URI_TOO_LONG } from './client-errors.js';

/** Node's own test for a 100-continue expectation, which it answers itself; any other is refused with 417. */
const CONTINUE = /(?:^|\W)100-continue(?:$|\W)/i;

/** Every refusal the Node listener makes, built once: Error JSON that closes the connection. */
export interface FramingRefusals {
  uriTooLong: PlainResponse;
  tooManyHeaders: PlainResponse;
  shuttingDown: PlainResponse;
  missingHost: PlainResponse;
  duplicateHost: PlainResponse;
  expectationFailed: PlainResponse;
  bodyNotAllowed: PlainResponse;
  transferCoding: PlainResponse;
  chunkedHttp10: PlainResponse;
  encodedBody: PlainResponse;
}

export function buildFramingRefusals(baseUrl: string): FramingRefusals {
  const close = { connection: 'close' };
  const refuse = (r: Refusal) =>
    errorResponse(baseUrl, r.status, r.code, r.message, {
      hint: r.hint,
      headers: { ...r.headers, ...close },
    });
  return {
    uriTooLong: refuse(URI_TOO_LONG),
    tooManyHeaders: refuse(HEADERS_TOO_LARGE),
    shuttingDown: refuse(SHUTTING_DOWN),
    missingHost: errorResponse(baseUrl, 400, 'bad_request', 'An HTTP/1.1 request needs a Host header.', {
      hint: 'Send exactly one Host header.',
      headers: close,
    }),
    duplicateHost: errorResponse(baseUrl, 400, 'bad_request', 'The request has more than one Host header.', {
      hint: 'Send exactly one Host header (RFC 9112, section 3.2).',
      headers: close,
    }),
    expectationFailed: errorResponse(
      baseUrl,
      417,
      'expectation_failed',
      'The only expectation this server meets is 100-continue.',
      { hint: 'Send the request without an Expect header.', headers: close },
    ),
    bodyNotAllowed: bodyNotAllowed(baseUrl),
    transferCoding: errorResponse(
      baseUrl,
      501,
      'not_implemented',
      'The only transfer coding this server reads is chunked, alone.',
      { hint: 'Send Transfer-Encoding: chunked, or a Content-Length.', headers: close },
    ),
    chunkedHttp10: errorResponse(
      baseUrl,
      400,
      'bad_request',
      'HTTP/1.0 has no Transfer-Encoding: the body cannot be framed.',
      { hint: 'Send HTTP/1.1, or a Content-Length.', headers: close },
    ),
    encodedBody: unsupportedEncoding(baseUrl),
  };
}

/**
 * A body that no door reads (PUT on a page, POST to a 404) is not drained: the answer closes the connection,
 * so a client cannot hold it open by streaming a body nobody wants (GET and HEAD bodies are refused outright).
 */
export function leavesBodyUnread(req: IncomingMessage, method: string): boolean {
  return (
    method !== 'GET' &&
    method !== 'HEAD' &&
    declaresBody(req.headers['content-length'], req.headers['transfer-encoding'])
  );
}

/** Node keeps the first of repeated Host headers in req.headers; rawHeaders still has them all. */
function hasDuplicateHost(raw: string[]): boolean {
  let seen = false;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    if (name.length === 4 && name.toLowerCase() === 'host') {
      if (seen) return true;
      seen = true;
    }
  }
  return false;
}

/**
 * The refusal a request's framing calls for, or undefined. Runs before the response table on every request,
 * so it reads only what Node already parsed. The server is created with requireHostHeader off and this
 * listener also handles 'checkExpectation', so Node's bare 400 and 417 never go out.
 */
export function refuseFraming(
  req: IncomingMessage,
  method: string,
  r: FramingRefusals,
): PlainResponse | undefined {
  const headers = req.headers;
  if (headers.host === undefined) {
    // HTTP/1.0 predates Host; 1.1 requires it (RFC 9112, section 3.2).
    if (req.httpVersionMajor === 1 && req.httpVersionMinor === 1) return r.missingHost;
  } else if (hasDuplicateHost(req.rawHeaders)) return r.duplicateHost;
  if (headers.expect !== undefined && !CONTINUE.test(headers.expect)) return r.expectationFailed;
  const coding = headers['transfer-encoding'];
  if (coding !== undefined) {
    // Node parses chunked under HTTP/1.0 too, and reads "gzip, chunked" as plain chunked (RFC 9112, 6.1).
    if (req.httpVersionMinor === 0 && req.httpVersionMajor === 1) return r.chunkedHttp10;
    if (coding.trim().toLowerCase() !== 'chunked') return r.transferCoding;
  }
  // Cheapest test first: almost no request has a Content-Encoding, and a POST's body is read anyway.
  if (method === 'GET' || method === 'HEAD')
    return declaresBody(headers['content-length'], coding) ? r.bodyNotAllowed : undefined;
  return isEncodedBody(headers['content-encoding']) && declaresBody(headers['content-length'], coding)
    ? r.encodedBody
    : undefined;
}
