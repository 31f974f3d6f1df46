// Request ids and structured log lines: one JSON object per line, built by string concatenation on the hot path.
import { originForm, pathOf } from './core/target.js';
import { newRequestId } from './request-id.js';

/** Ids a client or proxy may pass in X-Request-Id: short, printable, and safe to echo in a header and a log. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:/+=@-]{1,128}$/;
const MAX_LOGGED_PATH = 256;

export type LogLevel = 'silent' | 'error' | 'info';

/** Echoes a sane incoming id so a caller can correlate its logs with ours; anything else gets a fresh UUID. */
export function pickRequestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : newRequestId();
}

export interface RequestLogEntry {
  method: string;
  /** The request target as received; the query is dropped because it may carry personal data. */
  url: string;
  status: number;
  /** Absent where it cannot be measured (on Workers, an answer made without waiting on I/O). */
  durationMs?: number;
  requestId: string;
  /** The traffic report's fields, a JSON fragment with a leading comma (formatServedFields). */
  fields?: string;
}

/** The duration field, or nothing when it was not measured. */
const durationField = (ms: number | undefined) =>
  ms === undefined ? '' : `,"durationMs":${Math.round(ms * 1000) / 1000}`;

/**
 * The target's path without query or fragment, cut to a bounded length: a log line never grows with what a
 * client sends. An absolute-form target (`http://user:password@host/a`) is logged as its path alone, so no
 * userinfo or host reaches the log; a target that is neither (`ftp://…`, `host:443`) is logged as `-`.
 */
export function logPath(url: string): string {
  const path = pathOf(originForm(url) ?? '-');
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}...` : path;
}

let isoMs = Number.NaN;
let isoText = '';

/** Under load many lines share a millisecond; formatting the date once per millisecond halves a line's cost. */
function isoTime(time: number): string {
  if (time !== isoMs) {
    isoMs = time;
    isoText = new Date(time).toISOString();
  }
  return isoText;
}

/**
 * One request as one JSON line. Method and path come from the client, so they go through JSON.stringify
 * (short strings, cheap); the request id is already restricted to a JSON-safe charset.
 */
export function formatRequestLog(time: number, e: RequestLogEntry): string {
  return `{"time":"${isoTime(time)}","level":"info","msg":"request","method":${JSON.stringify(
    e.method,
  )},"path":${JSON.stringify(logPath(e.url))},"status":${e.status}${durationField(
    e.durationMs,
  )},"requestId":"${e.requestId}"${e.fields ?? ''}}\n`;
}

/** A request whose client closed the connection before any answer: the request line, with no status. */
export function formatClientLeftLog(time: number, e: Omit<RequestLogEntry, 'status'>): string {
  return `{"time":"${isoTime(time)}","level":"info","msg":"client left","method":${JSON.stringify(
    e.method,
  )},"path":${JSON.stringify(logPath(e.url))}${durationField(e.durationMs)},"requestId":"${e.requestId}"}\n`;
}

/** Start-up, shutdown and error events: rare, so plain JSON.stringify is fine here. */
export function formatEventLog(
  time: number,
  level: 'info' | 'error',
  msg: string,
  fields: Record<string, unknown> = {},
): string {
  return `${JSON.stringify({ time: new Date(time).toISOString(), level, msg, ...fields })}\n`;
}

/** Whether an event of `level` is written under the configured level. */
export function shouldLog(configured: LogLevel, level: 'info' | 'error'): boolean {
  return configured === 'info' || (configured === 'error' && level === 'error');
}
