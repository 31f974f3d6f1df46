// Builds and starts the hardened Node HTTP server: limits, timeouts, JSON client errors, logs, graceful shutdown.
import { createServer, type Server } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Config, parseConfig } from '../../content/config.js';
import { loadSite } from '../../content/load-site.js';
import { createRequestCore } from '../../http/core/request-core.js';
import { formatEventLog, type LogLevel, shouldLog } from '../../http/request-log.js';
import type { Compress } from '../../http/response-table.js';
import { type ClientErrorReport, createClientErrorHandler, createConnectHandler } from './client-errors.js';
import { stdoutLines } from './log-sink.js';
import { createNodeListener, type ListenerOptions, type NodeListener } from './node-listener.js';
import {
  checkingIntervalMs,
  MAX_HEADER_BYTES,
  parseServerLimits,
  type ServerLimits,
} from './server-limits.js';
import { createShutdown, type ShutdownResult } from './shutdown.js';
import { keepTickShape } from './tick-shape.js';

export type { ShutdownResult } from './shutdown.js';

/**
 * Brotli quality 5: its bodies are within about 12% of quality 11's, at about 3% of the CPU. Quality 11 on
 * this site's ~290 KB of surfaces costs ~0.3 s of CPU at every start, which alone breaks the 500 ms budget.
 */
const BROTLI_QUALITY = 5;

export const compressWithZlib: Compress = (body, encoding) => {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzipSync(bytes, { level: 9 });
};

export interface RunningServer {
  server: Server;
  config: Config;
  limits: ServerLimits;
  url: string;
  /** Graceful shutdown with the configured deadline (SHUTDOWN_TIMEOUT_MS); safe to call more than once. */
  shutdown: (deadlineMs?: number) => Promise<ShutdownResult>;
  /** The same shutdown, for callers that only need to await it. */
  close: () => Promise<void>;
}

export type EventLog = (level: 'info' | 'error', msg: string, fields?: Record<string, unknown>) => void;

/** JSON lines: info to stdout, errors to stderr, filtered by LOG_LEVEL. */
export function createEventLog(level: LogLevel): EventLog {
  return (eventLevel, msg, fields) => {
    if (!shouldLog(level, eventLevel)) return;
    const line = formatEventLog(Date.now(), eventLevel, msg, fields);
    // Events are rare and may precede an exit: pending request lines first, then the event, unbatched.
    stdoutLines().flush();
    (eventLevel === 'error' ? process.stderr : process.stdout).write(line);
  };
}

function describeError(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}

export function createNodeHandler(config: Config, options: Partial<ListenerOptions> = {}) {
  const event = createEventLog(config.logLevel);
  const onError =
    options.onError ?? ((error: unknown) => event('error', 'unhandled error', describeError(error)));
  const site = loadSite(config.contentDir, config.baseUrl);
  // The table's surfaces, the HTML 404 and the fit result page are compressed alike.
  const core = createRequestCore(site, { onError, compress: compressWithZlib });
  const logRequest = config.logLevel === 'info' ? stdoutLines().write : undefined;
  return createNodeListener(core, {
    logRequest,
    onError,
    isClosing: () => false,
    webBotAuth: config.webBotAuth,
    ...options,
  });
}

/** Builds the request listener for a configuration; the development entry swaps in one that reloads content. */
export type HandlerFactory = (config: Config, options: Partial<ListenerOptions>) => NodeListener;

export async function startNodeServer(
  env: Record<string, string | undefined>,
  createHandler: HandlerFactory = createNodeHandler,
): Promise<RunningServer> {
  const parsed = parseConfig(env);
  const limits = parseServerLimits(env);
  keepTickShape();
  let closing = false;
  const options = { isClosing: () => closing };
  // Content is loaded before listening so a broken folder never opens a port.
  const handler = createHandler(parsed, options);
  const server = createServer({
    // Our listener refuses a missing (or repeated) Host with Error JSON instead of Node's bare 400.
    requireHostHeader: false,
    maxHeaderSize: MAX_HEADER_BYTES,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: checkingIntervalMs(limits),
  });
  // A connection with no traffic either way is dropped after twice the request timeout, so the request
  // timeout always fires first and answers 408. While a response is stuck (the client stopped reading),
  // Node restarts this timer once, so such a client is dropped after about four times the request timeout.
  server.timeout = 2 * limits.requestTimeoutMs;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(parsed.port, parsed.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : parsed.port;
  const url = `http://${parsed.host === '0.0.0.0' ? 'localhost' : parsed.host}:${port}`;
  // With PORT=0 the default base URL is only known once the port is.
  const config = env.BASE_URL || port === parsed.port ? parsed : { ...parsed, port, baseUrl: url };
  const listener = config === parsed ? handler : createHandler(config, options);
  server.on('request', listener);
  // Expect other than 100-continue: Node's own answer is a bare 417; the listener's is Error JSON.
  server.on('checkExpectation', listener);
  // Expect: 100-continue: Node would send 100 Continue before any code ran, even for a body refused by its
  // declared size; with this listener the door sends it only when the body is about to be read.
  server.on('checkContinue', listener);
  const event = createEventLog(config.logLevel);
  // Refused before a request existed (no method or path to log): status and id are what there is.
  const refused = (report: ClientErrorReport) => event('info', 'refused', { ...report });
  server.on('clientError', createClientErrorHandler(config.baseUrl, listener.errorWords, refused));
  server.on('connect', createConnectHandler(config.baseUrl, listener.errorWords, refused));
  event('info', 'listening', {
    url,
    // 0.0.0.0 (the default) is every interface: reachable from the network, not only this machine.
    host: parsed.host,
    baseUrl: config.baseUrl,
    contentDir: config.contentDir,
    pid: process.pid,
  });
  const shutdown = createShutdown(server, limits.shutdownTimeoutMs, {
    onBegin: () => {
      closing = true;
    },
    onDeadline: listener.refuseInFlight,
  });
  let stopping: Promise<ShutdownResult> | undefined;
  const stop = (deadlineMs?: number) => {
    stopping ??= shutdown(deadlineMs).then((result) => {
      event('info', 'stopped', { ...result });
      return result;
    });
    return stopping;
  };
  return { server, config, limits, url, shutdown: stop, close: async () => void (await stop()) };
}
