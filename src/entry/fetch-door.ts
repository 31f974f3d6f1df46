// The fetch door: a web Request to the request core and back to a Response (Workers, tests, scripts).

import type { WebBotAuth } from '../content/config.js';
import type { Site } from '../content/site.js';
import { createSiteVerifier } from '../http/bot-auth/site-verifier.js';
import { writeRequestLine } from '../http/bot-auth/verified-field.js';
import type { SignatureVerifier } from '../http/bot-auth/verify-request.js';
import {
  type CoreOptions,
  createRequestCore,
  isBodyRoute,
  type RequestCore,
} from '../http/core/request-core.js';
import { servedFieldsOf } from '../http/log-fields.js';
import { type PlainResponse, toWebResponse } from '../http/plain-response.js';
import { declaresBody, readBodyText } from '../http/read-body.js';
import { pickRequestId } from '../http/request-log.js';

export interface FetchDoorOptions extends CoreOptions {
  /** One finished JSON line per request, without its newline (console.log adds one); absent: no log. */
  logRequest?: (line: string) => void;
  /** Web Bot Auth: checks signed requests for the log (default: from webBotAuth, with the runtime's fetch). */
  verifier?: SignatureVerifier;
  /** WEB_BOT_AUTH: which key directories may be fetched (default `on`: any public host). */
  webBotAuth?: WebBotAuth;
  /**
   * True where the clock stands still while code runs and moves only on I/O (workerd, against timing
   * attacks): a line then has a duration only if the answer waited on I/O (a request body), the one span
   * that clock measures; an answer made at once would always log 0.
   */
  clockStopsInCode?: boolean;
}

/** What a Worker's fetch handler is given beside the request: work may go on after the response. */
export interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchDoor {
  readonly core: RequestCore;
  /** `context`: the Worker's ExecutionContext; a signed request's log line waits in its waitUntil. */
  fetch(request: Request, context?: WaitUntil): Response | Promise<Response>;
  /** A path (against http://localhost) or a URL, as a test or script would ask; the same answer as fetch. */
  request(input: string | URL | Request, init?: RequestInit): Promise<Response>;
}

/** The target as sent: everything after the authority (a fetch runtime has already resolved the URL). */
function targetOf(url: string): string {
  const slash = url.indexOf('/', url.indexOf('//') + 2);
  return slash === -1 ? '/' : url.slice(slash);
}

/** A fetch Request carries no Host header (a forbidden name); its URL holds the host the client asked for. */
function authorityOf(url: string): string {
  const start = url.indexOf('//') + 2;
  const end = url.indexOf('/', start);
  return url.slice(start, end === -1 ? undefined : end);
}

/**
 * Whether a Request whose body is not null carries one: workerd gives a GET with `Content-Length: 0` an
 * empty body stream, where Node reads that header as no body; without the header the stream is the body.
 */
const streamCarriesBody = (length: string | null) => length === null || declaresBody(length, undefined);

export function createFetchDoor(site: Site, options: FetchDoorOptions = {}): FetchDoor {
  const core = createRequestCore(site, options);
  const { logRequest } = options;
  const ownHost = new URL(site.baseUrl).hostname;
  const verifier =
    logRequest &&
    (options.verifier ?? createSiteVerifier(site.baseUrl, options.webBotAuth ?? 'on', undefined));
  const writeLine = logRequest && ((line: string) => logRequest(line.slice(0, -1)));
  const timesSyncAnswers = !options.clockStopsInCode;
  const fetch = (request: Request, context?: WaitUntil): Response | Promise<Response> => {
    const started = logRequest ? performance.now() : 0;
    const requestId = pickRequestId(request.headers.get('x-request-id') ?? undefined);
    const url = request.url;
    const target = targetOf(url);
    const headers = request.headers;
    const coreRequest = {
      method: request.method,
      target,
      header: (name: string) => headers.get(name) ?? (name === 'host' ? authorityOf(url) : undefined),
      hasBody: request.body !== null && streamCarriesBody(headers.get('content-length')),
    };
    const finish = (r: PlainResponse, waited: boolean): Response => {
      if (writeLine) {
        const entry = {
          method: request.method,
          url: target,
          status: r.status,
          durationMs: waited || timesSyncAnswers ? performance.now() - started : undefined,
          requestId,
          fields: servedFieldsOf(headers.get('user-agent') ?? undefined, r, coreRequest, ownHost),
        };
        const pending = writeRequestLine(writeLine, Date.now(), entry, coreRequest, verifier);
        if (pending) context?.waitUntil(pending);
      }
      // Every response carries the request id, as on Node (SECURITY.md).
      const response = toWebResponse(r);
      response.headers.set('x-request-id', requestId);
      return response;
    };
    const answer = core.answer(coreRequest);
    // Table hits answer synchronously: no promise is added for them.
    if (!isBodyRoute(answer)) return finish(answer, false);
    return readBodyText(request, site, answer.limit).then((body) =>
      finish(answer.answer(coreRequest, body), true),
    );
  };
  return {
    core,
    fetch,
    request: async (input, init) => {
      if (input instanceof Request) return fetch(init ? new Request(input, init) : input);
      const text = String(input);
      const url = /^https?:\/\//i.test(text)
        ? text
        : `http://localhost${text.startsWith('/') ? '' : '/'}${text}`;
      return fetch(new Request(url, init));
    },
  };
}
