// The Node request listener: limits, request id and log line around two doors, the response table and Hono.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Hono } from 'hono';
import type { Site } from '../../content/site.js';
import { errorResponse } from '../../http/errors.js';
import { answerFit } from '../../http/fit-endpoint.js';
import { answerMcpBody, createMcpRequestCheck, type HeaderLookup } from '../../http/mcp-endpoint.js';
import type { PlainResponse } from '../../http/plain-response.js';
import type { BodyResult } from '../../http/read-body.js';
import { pickRequestId } from '../../http/request-log.js';
import { answerFromTable, type ResponseTable } from '../../http/response-table.js';
import { createMcpHandler } from '../../mcp/handler.js';
import { createHonoDoor } from './hono-door.js';
import { createInFlight } from './in-flight.js';
import { createRequestLogger, send } from './node-send.js';
import { readNodeBody } from './read-node-body.js';
import { buildFramingRefusals, leavesBodyUnread, refuseFraming } from './request-framing.js';
import { MAX_HEADER_COUNT, MAX_URL_BYTES } from './server-limits.js';

export interface ListenerOptions {
  /** Receives one finished JSON line per request; absent when LOG_LEVEL is not info. */
  logRequest?: (line: string) => void;
  /** Unexpected errors; the client only ever sees internal_error. */
  onError: (error: unknown) => void;
  /** True once shutdown began: responses then close their connection instead of keeping it alive. */
  isClosing: () => boolean;
}

const isPath = (url: string, path: string) =>
  url.startsWith(path) && (url.length === path.length || url[path.length] === '?');

/** Request headers by lower-case name, as the runtime-neutral table and MCP functions read them. */
function headerLookup(req: IncomingMessage): HeaderLookup {
  return (name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
}

export type NodeListener = ((req: IncomingMessage, res: ServerResponse) => void) & {
  /** At the shutdown deadline: answers 503 to every request still waiting on its body; returns the count. */
  refuseInFlight: () => number;
};

export function createNodeListener(
  site: Site,
  table: ResponseTable,
  app: Hono,
  options: ListenerOptions,
): NodeListener {
  const base = site.baseUrl;
  const { logRequest, onError, isClosing } = options;
  const internal = () =>
    errorResponse(base, 500, 'internal_error', 'Something went wrong on our side.', {
      hint: 'Try again; if it keeps failing, tell us what you sent.',
    });
  const viaHono = createHonoDoor(app, base, onError, internal);
  const refusals = buildFramingRefusals(base);
  const inFlight = createInFlight();

  const { log, logLeft } = createRequestLogger(logRequest);

  /**
   * POST bodies straight from the socket: the same pure answer functions as the Hono routes (answerFit,
   * answerMcpBody), without building a web Request and Response per call.
   */
  const bodyDoor = (
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    started: number,
    answer: (body: BodyResult) => PlainResponse,
  ) => {
    const untrack = inFlight.track({ req, res, requestId, started });
    readNodeBody(req, base, (body) => {
      untrack();
      // Answered meanwhile (503 at the shutdown deadline): one response per request, never two.
      if (res.headersSent) return;
      if (!body || res.destroyed) {
        logLeft(req, started, requestId);
        return;
      }
      let response: PlainResponse;
      try {
        response = answer(body);
      } catch (error) {
        onError(error);
        response = internal();
      }
      send(res, response, requestId, isClosing());
      if (logRequest) log(req, response.status, started, requestId, response);
    });
  };
  const fit = (body: BodyResult) => (body.ok ? answerFit(site, body.text) : body.response);
  const mcp = createMcpHandler(site);
  const checkMcp = createMcpRequestCheck(site);

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    const started = logRequest ? performance.now() : 0;
    const requestId = pickRequestId(req.headers['x-request-id']);
    const url = req.url ?? '/';
    const method = req.method ?? 'GET';
    const early =
      url.length > MAX_URL_BYTES
        ? refusals.uriTooLong
        : req.rawHeaders.length > MAX_HEADER_COUNT * 2
          ? refusals.tooManyHeaders
          : (refuseFraming(req, method, refusals) ?? answerFromTable(table, method, url, headerLookup(req)));
    if (early) {
      send(res, early, requestId, isClosing() || leavesBodyUnread(req, method));
      if (logRequest) log(req, early.status, started, requestId, early);
      return;
    }
    if (method === 'POST' && isPath(url, '/api/fit')) {
      bodyDoor(req, res, requestId, started, fit);
      return;
    }
    if (method === 'POST' && isPath(url, '/mcp')) {
      const header = headerLookup(req);
      const refused = checkMcp(method, header);
      if (!refused) {
        bodyDoor(req, res, requestId, started, (body) => answerMcpBody(mcp, base, header, body));
        return;
      }
      send(res, refused, requestId, isClosing() || leavesBodyUnread(req, method));
      if (logRequest) log(req, refused.status, started, requestId, refused);
      return;
    }
    res.setHeader('x-request-id', requestId);
    if (isClosing() || leavesBodyUnread(req, method)) res.setHeader('connection', 'close');
    if (logRequest) {
      res.once('close', () =>
        res.writableFinished
          ? log(req, res.statusCode, started, requestId, res)
          : logLeft(req, started, requestId),
      );
    }
    viaHono(req, res);
  };

  const refuseInFlight = () =>
    inFlight.answerUnanswered(({ req, res, requestId, started }) => {
      send(res, refusals.shuttingDown, requestId, true);
      if (logRequest) log(req, refusals.shuttingDown.status, started, requestId, refusals.shuttingDown);
    });
  return Object.assign(listener, { refuseInFlight });
}
