// What only the Node door can see before the core: the raw header list (count, repeated Host) and an unread body.
import type { IncomingMessage } from 'node:http';
import type { ErrorSite } from '../../domain/api-errors.js';
import { errorResponse, wordedError } from '../../http/errors.js';
import type { PlainResponse } from '../../http/plain-response.js';
import { declaresBody } from '../../http/read-body.js';
import { buildDoorRefusals, type Refusal } from './client-errors.js';
import { MAX_HEADER_COUNT } from './server-limits.js';

/** The Node door's own refusals, built once: Error JSON that closes the connection. */
export interface NodeRefusals {
  tooManyHeaders: PlainResponse;
  shuttingDown: PlainResponse;
  missingHost: PlainResponse;
  duplicateHost: PlainResponse;
  invalidHost: PlainResponse;
}

export function buildNodeRefusals(site: ErrorSite): NodeRefusals {
  const close = { connection: 'close' };
  const w = site.words.errors;
  const door = buildDoorRefusals(w);
  const refuse = (r: Refusal) =>
    errorResponse(site.baseUrl, r.status, r.code, r.message, {
      hint: r.hint,
      headers: { ...r.headers, ...close },
    });
  return {
    tooManyHeaders: refuse(door.headersTooLarge),
    shuttingDown: refuse(door.shuttingDown),
    missingHost: wordedError(site, 400, 'bad_request', w.missingHost, { headers: close }),
    duplicateHost: wordedError(site, 400, 'bad_request', w.duplicateHost, { headers: close }),
    invalidHost: wordedError(site, 400, 'bad_request', w.invalidHost, { headers: close }),
  };
}

/**
 * A body that no route reads (PUT on a page, POST to a 404) is not drained: the answer closes the connection,
 * so a client cannot hold it open by streaming a body nobody wants (GET and HEAD bodies are refused outright).
 */
export function leavesBodyUnread(req: IncomingMessage, method: string): boolean {
  return (
    method !== 'GET' &&
    method !== 'HEAD' &&
    declaresBody(req.headers['content-length'], req.headers['transfer-encoding'])
  );
}

/**
 * RFC 3986's uri-host [":" port] by its characters: a reg-name (unreserved, pct-encoded, sub-delims) or an
 * IP literal in brackets. Only the syntax: a well-formed name that resolves nowhere (xn--, 999.1.1.1) is
 * answered, since nothing here reads the Host but the MCP loopback guard; BASE_URL is the only origin.
 */
const HOST_SYNTAX = /^(?:\[[0-9A-Za-z:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]*)(?::[0-9]*)?$/;

/**
 * The last Host that passed HOST_SYNTAX. A client sends the same Host on every request, so the pattern runs
 * once per value instead of once per request (~1.5k instructions of a table hit's ~90k, valgrind); the check
 * depends on the text alone, so one value shared by every listener is safe.
 */
let lastValidHost = '';

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
 * The raw-header refusals, or undefined; the core makes every other framing check. The server is created
 * with requireHostHeader off and this door also handles 'checkExpectation', so Node's bare 400 and 417
 * never go out.
 */
export function refuseRawHeaders(req: IncomingMessage, r: NodeRefusals): PlainResponse | undefined {
  const raw = req.rawHeaders;
  if (raw.length > MAX_HEADER_COUNT * 2) return r.tooManyHeaders;
  if (req.headers.host === undefined) {
    // HTTP/1.0 predates Host; 1.1 requires it (RFC 9112, section 3.2).
    return req.httpVersionMajor === 1 && req.httpVersionMinor === 1 ? r.missingHost : undefined;
  }
  const host = req.headers.host;
  if (host !== lastValidHost) {
    if (!HOST_SYNTAX.test(host)) return r.invalidHost;
    lastValidHost = host;
  }
  return hasDuplicateHost(raw) ? r.duplicateHost : undefined;
}
