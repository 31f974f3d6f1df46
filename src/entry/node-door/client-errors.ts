// Errors Node raises before a request reaches us (bad syntax, header overflow, timeouts), answered as Error JSON.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  errorBody,
  HEADERS_TOO_LARGE as HEADERS_TOO_LARGE_ERROR,
  URI_TOO_LONG as URI_TOO_LONG_ERROR,
} from '../../domain/api-errors.js';
import { SHARED_HEADERS } from '../../http/plain-response.js';
import { newRequestId } from '../../http/request-id.js';
import { pickRequestId } from '../../http/request-log.js';
import { MAX_URL_BYTES } from './server-limits.js';

interface ClientError extends Error {
  code?: string;
  rawPacket?: Buffer;
}

export interface Refusal {
  status: number;
  reason: string;
  code: string;
  message: string;
  hint: string;
  headers?: Record<string, string>;
}

const BAD_REQUEST: Refusal = {
  status: 400,
  reason: 'Bad Request',
  code: 'bad_request',
  message: 'The request is not valid HTTP/1.1.',
  hint: 'Send a well-formed request line and headers.',
};
const TIMEOUT: Refusal = {
  status: 408,
  reason: 'Request Timeout',
  code: 'request_timeout',
  message: 'The request was not received in time.',
  hint: 'Send the headers and body without pausing; the connection is closed.',
};
// Their words are in the domain, where the OpenAPI document reads them too.
export const URI_TOO_LONG: Refusal = { ...URI_TOO_LONG_ERROR, reason: 'URI Too Long' };
export const HEADERS_TOO_LARGE: Refusal = {
  ...HEADERS_TOO_LARGE_ERROR,
  reason: 'Request Header Fields Too Large',
};

/** Answered to requests still waiting on their body when the shutdown deadline passes. */
export const SHUTTING_DOWN: Refusal = {
  status: 503,
  reason: 'Service Unavailable',
  code: 'shutting_down',
  message: 'The server is shutting down and could not finish this request.',
  hint: 'Send it again; a restarted or another instance will answer.',
  headers: { 'retry-after': '1' },
};
/** CONNECT asks for a tunnel: this is an origin server, not a proxy. */
export const CONNECT_REFUSED: Refusal = {
  status: 405,
  reason: 'Method Not Allowed',
  code: 'method_not_allowed',
  message: 'CONNECT is not allowed here.',
  hint: 'This server is not a proxy; use GET, HEAD, POST or OPTIONS.',
  headers: { allow: 'GET, HEAD, POST, OPTIONS' },
};

/** Header overflow is reported for the request line too; a line with no end in sight is a long URL. */
function refusalFor(error: ClientError): Refusal {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return TIMEOUT;
  if (error.code !== 'HPE_HEADER_OVERFLOW') return BAD_REQUEST;
  const raw = error.rawPacket;
  const lineEnd = raw ? raw.indexOf('\r\n') : -1;
  return raw && (lineEnd === -1 || lineEnd > MAX_URL_BYTES) ? URI_TOO_LONG : HEADERS_TOO_LARGE;
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
export function createClientErrorHandler(baseUrl: string, onRefused?: (report: ClientErrorReport) => void) {
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
    refuseSocket(socket, baseUrl, refusalFor(error), newRequestId(), onRefused);
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
export function createConnectHandler(baseUrl: string, onRefused?: (report: ClientErrorReport) => void) {
  return (req: IncomingMessage, socket: Duplex) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    refuseSocket(socket, baseUrl, CONNECT_REFUSED, pickRequestId(req.headers['x-request-id']), onRefused);
  };
}
