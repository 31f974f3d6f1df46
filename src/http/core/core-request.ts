// What passes between a door and the request core: the request before its body, and a route that needs the body.
import type { PlainResponse } from '../plain-response.js';
import type { BodyResult } from '../read-body.js';
import type { HeaderReader } from '../response-table.js';

/** What a door knows of a request before its body: all the core needs to route it. */
export interface CoreRequest {
  method: string;
  /** The request target as sent: path and query, or an absolute URL (an HTTP/1.1 proxy form). */
  target: string;
  /** Request headers by lower-case name; repeated headers joined with ", ". */
  header: HeaderReader;
  /** "1.0" or "1.1" when the door parses HTTP/1.x itself (Node); absent on fetch runtimes. */
  httpVersion?: string;
  /** Whether a body follows, where the headers need not say (a fetch Request); else read from the headers. */
  hasBody?: boolean;
}

/** A route that needs the body: the door reads it (up to `limit` bytes), then hands it back here once. */
export interface BodyRoute {
  readonly kind: 'body';
  readonly limit: number;
  answer(request: CoreRequest, body: BodyResult): PlainResponse;
}

/** Either the answer, or the body route to finish it with; the door never routes on its own. */
export type CoreAnswer = PlainResponse | BodyRoute;

export const isBodyRoute = (answer: CoreAnswer): answer is BodyRoute => (answer as BodyRoute).kind === 'body';
