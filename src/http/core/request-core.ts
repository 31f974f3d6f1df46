// The request core: one function answers every request, on every door, from plain inputs to one PlainResponse.
import type { Site } from '../../content/site.js';
import { internalError } from '../errors.js';
import type { PlainResponse } from '../plain-response.js';
import { answerFromTable, buildResponseTable, type Compress, type ResponseTable } from '../response-table.js';
import { buildSurfaces } from '../surfaces/all.js';
import type { CoreAnswer, CoreRequest } from './core-request.js';
import { createDynamicRoutes } from './dynamic-routes.js';
import { buildFramingRefusals, refuseFraming } from './framing.js';

export type { HeaderReader } from '../response-table.js';

export type { BodyRoute, CoreAnswer, CoreRequest } from './core-request.js';
export { isBodyRoute } from './core-request.js';

export interface RequestCore {
  readonly site: Site;
  /** Every static GET surface, ready: the export writes its files from here, the tests render it whole. */
  readonly table: ResponseTable;
  answer(request: CoreRequest): CoreAnswer;
}

export interface CoreOptions {
  /** Compression for what the core builds per request (Node); absent where the host compresses (Workers, export). */
  compress?: Compress;
  /** Unexpected errors; the client only ever sees internal_error. */
  onError?: (error: unknown) => void;
  /** A table built elsewhere; tests pass a failing one to prove every path then answers internal_error. */
  table?: ResponseTable;
}

/**
 * Order: framing refusals, then the table (a lookup, for nearly every request), then the few dynamic
 * routes. A throw anywhere becomes internal_error, and the cause goes to onError only.
 */
export function createRequestCore(site: Site, options: CoreOptions = {}): RequestCore {
  const table = options.table ?? buildResponseTable(site, buildSurfaces(site), options.compress);
  const refusals = buildFramingRefusals(site);
  const failed = (error: unknown): PlainResponse => {
    options.onError?.(error);
    return internalError(site);
  };
  const routes = createDynamicRoutes(site, table, options.compress, failed);
  return {
    site,
    table,
    answer(request) {
      try {
        const { method, target, header } = request;
        return (
          refuseFraming(refusals, method, target, header, request.httpVersion, request.hasBody) ??
          answerFromTable(table, method, target, header) ??
          routes(request)
        );
      } catch (error) {
        return failed(error);
      }
    },
  };
}
