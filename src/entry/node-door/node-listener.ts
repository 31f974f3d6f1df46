// The Node door: socket concerns only (request id, body streaming, in-flight requests, writing, the log line) around the request core.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebBotAuth } from '../../content/config.js';
import type { ErrorWords } from '../../domain/api-errors.js';
import { createSiteVerifier } from '../../http/bot-auth/site-verifier.js';
import type { SignatureVerifier } from '../../http/bot-auth/verify-request.js';
import { expectsContinue } from '../../http/core/framing.js';
import {
  type BodyRoute,
  type CoreRequest,
  type HeaderReader,
  isBodyRoute,
  type RequestCore,
} from '../../http/core/request-core.js';
import type { PlainResponse } from '../../http/plain-response.js';
import { pickRequestId } from '../../http/request-log.js';
import { createNodeDirectoryFetch } from './directory-fetch.js';
import { createInFlight } from './in-flight.js';
import { createRequestLogger, send } from './node-send.js';
import { readNodeBody } from './read-node-body.js';
import { buildNodeRefusals, leavesBodyUnread, refuseRawHeaders } from './request-framing.js';

export interface ListenerOptions {
  /** Receives one finished JSON line per request; absent when LOG_LEVEL is not info. */
  logRequest?: (line: string) => void;
  /** Unexpected errors; the client only ever sees internal_error. */
  onError: (error: unknown) => void;
  /** True once shutdown began: responses then close their connection instead of keeping it alive. */
  isClosing: () => boolean;
  /** Web Bot Auth: checks signed requests for the log (default: from webBotAuth, with Node's resolving fetch). */
  verifier?: SignatureVerifier;
  /** WEB_BOT_AUTH: which key directories may be fetched (default `on`: any public host). */
  webBotAuth?: WebBotAuth;
}

/** Request headers by lower-case name, as the core reads them. */
function headerReader(req: IncomingMessage): HeaderReader {
  return (name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
}

export type NodeListener = ((req: IncomingMessage, res: ServerResponse) => void) & {
  /** At the shutdown deadline: answers 503 to every request still waiting on its body; returns the count. */
  refuseInFlight: () => number;
  /** The error words the listener answers in now: the refusals made on a bare socket use them too. */
  errorWords: () => ErrorWords;
};

export function createNodeListener(core: RequestCore, options: ListenerOptions): NodeListener {
  const { site } = core;
  const { logRequest, isClosing } = options;
  const refusals = buildNodeRefusals(site);
  const inFlight = createInFlight();
  // Only the log reads a signature's verdict: without a log, nothing is verified.
  const verifier =
    logRequest &&
    (options.verifier ??
      createSiteVerifier(site.baseUrl, options.webBotAuth ?? 'on', createNodeDirectoryFetch()));
  const { log, logLeft } = createRequestLogger(logRequest, new URL(site.baseUrl).hostname, verifier);

  /** The body straight from the socket, then the core's route: no web Request or Response is built. */
  const readThenAnswer = (
    req: IncomingMessage,
    res: ServerResponse,
    requestId: string,
    started: number,
    request: CoreRequest,
    route: BodyRoute,
  ) => {
    const untrack = inFlight.track({ req, res, requestId, started });
    readNodeBody(
      req,
      site,
      (body) => {
        untrack();
        // Answered meanwhile (503 at the shutdown deadline): one response per request, never two.
        if (res.headersSent) return;
        if (!body || res.destroyed) {
          logLeft(req, started, requestId);
          return;
        }
        const response = route.answer(request, body);
        send(res, response, requestId, isClosing());
        if (logRequest) log(req, started, requestId, response, request);
      },
      route.limit,
      // Node leaves 100 Continue to us (checkContinue, HTTP/1.1 only): sent for a body this route will read.
      req.httpVersion === '1.1' && expectsContinue(req.headers.expect)
        ? () => res.writeContinue()
        : undefined,
    );
  };

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    const started = logRequest ? performance.now() : 0;
    const requestId = pickRequestId(req.headers['x-request-id']);
    const method = req.method ?? 'GET';
    const request: CoreRequest = {
      method,
      target: req.url ?? '/',
      header: headerReader(req),
      httpVersion: req.httpVersion,
    };
    const answer: PlainResponse | BodyRoute = refuseRawHeaders(req, refusals) ?? core.answer(request);
    if (isBodyRoute(answer)) {
      readThenAnswer(req, res, requestId, started, request, answer);
      return;
    }
    send(res, answer, requestId, isClosing() || leavesBodyUnread(req, method));
    if (logRequest) log(req, started, requestId, answer, request);
  };

  const refuseInFlight = () =>
    inFlight.answerUnanswered(({ req, res, requestId, started }) => {
      send(res, refusals.shuttingDown, requestId, true);
      if (logRequest) log(req, started, requestId, refusals.shuttingDown);
    });
  return Object.assign(listener, { refuseInFlight, errorWords: () => site.words.errors });
}
