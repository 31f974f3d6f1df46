// Request log lines from a fetch Request and Response (the Worker): the same JSON as the Node door's lines.
import { carriedFacts, formatServedFields } from './log-fields.js';
import { formatRequestLog, pickRequestId } from './request-log.js';

/** One line without its newline (console.log adds one): the report reads it like a Node line. */
export function formatFetchLog(
  request: Request,
  path: string,
  status: number,
  started: number,
  fields: string,
): string {
  const line = formatRequestLog(Date.now(), {
    method: request.method,
    url: path,
    status,
    durationMs: performance.now() - started,
    requestId: pickRequestId(request.headers.get('x-request-id') ?? undefined),
    fields,
  });
  return line.slice(0, -1);
}

/** The fields of a Response the app built; a fit or MCP answer carries its facts beside it (log-fields). */
export function fetchResponseFields(request: Request, response: Response): string {
  const h = response.headers;
  const bytes = request.method === 'HEAD' ? 0 : Number(h.get('content-length'));
  return formatServedFields(
    request.headers.get('user-agent') ?? undefined,
    h.get('content-type') ?? undefined,
    bytes,
    h.get('x-markdown-tokens') ?? undefined,
    carriedFacts(response),
  );
}
