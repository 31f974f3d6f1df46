// The OpenAPI 3.1 document at /openapi.json and /api/openapi.json as response-table entries.
import type { Site } from '../../content/site.js';
import { renderOnce } from '../../render/once.js';
import { buildOpenApi } from '../../render/openapi/document.js';
import type { TableEntry } from '../response-table.js';

export const OPENAPI_PATHS = ['/openapi.json', '/api/openapi.json'] as const;

/** The description changes only with a deploy; an hour of caching plus ETag revalidation is plenty. */
const OPENAPI_CACHE = 'public, max-age=3600';

export function openapiEntries(site: Site): TableEntry[] {
  // Built and serialised once, on the first request for either path; both serve the same bytes (and ETag).
  const body = renderOnce(() => ({ body: JSON.stringify(buildOpenApi(site)) }));
  return OPENAPI_PATHS.map((path) => ({
    path,
    variants: [{ type: 'application/json; charset=utf-8', render: body }],
    cacheControl: OPENAPI_CACHE,
  }));
}
