// The OpenAPI 3.1 document at /openapi.json and /api/openapi.json as response-table entries.
import type { Site } from '../content/site.js';
import type { TableEntry } from './response-table.js';

export function openapiEntries(_site: Site): TableEntry[] {
  return [];
}
