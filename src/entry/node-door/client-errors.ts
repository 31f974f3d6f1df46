// Errors Node raises before a request reaches us (bad syntax, header overflow, timeouts), answered as Error JSON.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  type Refusal as ErrorRefusal,
  type ErrorWords,
  errorBody,
  headersTooLarge,
  uriTooLong,
} from '../../domain/api-errors.js';
import { SHARED_HEADERS } from '../../http/plain-response.js';
import { newRequestId } from '../../http/request-id.js';
import { pickRequestId } from '../../http/request-log.js';
import { MAX_URL_BYTES } from './server-limits.js';

interface ClientError extends Error {
  code?: string;
  rawPacket?: Buffer;
}

export interface Refusal extends ErrorRefusal {
  reason: string;
  headers?: Record<string, string>;
}

/** The refusals the Node door makes on its own, in the site's words. */
export interface DoorRefusals {
  badRequest: Refusal;
  timeout: Refusal;
  uriTooLong: Refusal;
  headersTooLarge: Refusal;
  /** Answered to requests still waiting on their body when the shutdown deadline passes. */
  shuttingDown: Refusal;
  /** CONNECT asks for a tunnel: this is an origin server, not a proxy. */
  connect: Refusal;
}

export function buildDoorRefusals(w: ErrorWords): DoorRefusals {
  return {
    badRequest: { status: 400, reason: 'Bad Request', code: 'bad_request', ...w.badRequest },
    timeout: { status: 408, reason: 'Request Timeout', code: 'request_timeout', ...w.timeout },
    // Their words are in the domain, where the OpenAPI document reads them too.
    uriTooLong: { ...uriTooLong(w), reason: 'URI Too Long' },
    headersTooLarge: { ...headersTooLarge(w), reason: 'Request Header Fields Too Large' },
    shuttingDown: {
      status: 503,
      reason: 'Service Unavailable',
      code: 'shutting_down',
      ...w.shuttingDown,
      headers: { 'retry-after': '1' },
    },
    connect: {
      status: 405,
      reason: 'Method Not Allowed',
      code: 'method_not_allowed',
      ...w.connect,
      headers: { allow: 'GET, HEAD, POST, OPTIONS' },
    },
  };
}

/** The refusals for the words the listener serves now (a dev reload may change them), built once per words. */
function doorRefusalsOf(words: () => ErrorWords): () => DoorRefusals {
  let last: ErrorWords | undefined;
  let refusals: DoorRefusals | undefined;
  return () => {
    const w = words();
    if (w !== last || !refusals) [last, refusals] = [w, buildDoorRefusals(w)];
    return refusals;
  };
}

/** Header overflow is reported for the request line too; a line with no end in sight is a long URL. */
function refusalFor(error: ClientError, r: DoorRefusals): Refusal {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return r.timeout;
  if (error.code !== 'HPE_HEADER_OVERFLOW') return r.badRequest;
  const raw = error.rawPacket;
  const lineEnd = raw ? raw.indexOf('\r\n') : -1;
  return raw && (lineEnd === -1 || lineEnd > MAX_URL_BYTES) ? r.uriTooLong : r.headersTooLarge;
}

/** A complete HTTP/1.1 message for a socket no ServerResponse is attached to; the connection is closed. */
export function rawErrorMessage(baseUrl: string, refusal: Refusal, requestId: string): string {
  const body = JSON.stringify(
    errorBody(baseUrl, refusal.status, refusal.code, refusal.message, { hint: refusal.hint }),
  );
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    ...SHARED_HEADERS,
    ...refusal.headers,
    'x-request-id': requestId,
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\n${lines.join('')}\r\n${body}`;
}

export interface ClientErrorReport {
  status: number;
  requestId: string;
}

/**
 * The 'clientError' listener. Like Node's own, it answers only when no response has started on the socket
 * (so the peer never sees two interleaved messages), and it always closes the connection.
 */
export function createClientErrorHandler(
  baseUrl: string,
  words: () => ErrorWords,
  onRefused?: (report: ClientErrorReport) => void,
) {
  const refusals = doorRefusalsOf(words);
  return (error: ClientError, socket: Duplex & { _httpMessage?: { headersSent?: boolean } | null }) => {
    // The client closed the connection mid-message: nobody to answer, and a request in progress logs it.
    if (error.code === 'ECONNRESET' || error.code === 'HPE_INVALID_EOF_STATE' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    refuseSocket(socket, baseUrl, refusalFor(error, refusals()), newRequestId(), onRefused);
  };
}

/** Writes a refusal on a socket that no ServerResponse owns and closes it. */
function refuseSocket(
  socket: Duplex,
  baseUrl: string,
  refusal: Refusal,
  requestId: string,
  onRefused?: (report: ClientErrorReport) => void,
): void {
  socket.end(rawErrorMessage(baseUrl, refusal, requestId));
  // end() flushes then closes; destroy only if the peer never drains.
  setTimeout(() => socket.destroy(), 1000).unref();
  onRefused?.({ status: refusal.status, requestId });
}

/** The 'connect' listener: without one Node drops a CONNECT request with no answer at all. */
export function createConnectHandler(
  baseUrl: string,
  words: () => ErrorWords,
  onRefused?: (report: ClientErrorReport) => void,
) {
  const refusals = doorRefusalsOf(words);
  return (req: IncomingMessage, socket: Duplex) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    refuseSocket(socket, baseUrl, refusals().connect, pickRequestId(req.headers['x-request-id']), onRefused);
  };
}
