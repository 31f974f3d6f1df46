// The MCP server card at /.well-known/mcp.json and /mcp/server-card as response-table entries.
import type { Site } from '../../content/site.js';
import { buildServerCard } from '../../mcp/server-card.js';
import { buildToolbox } from '../../mcp/tools.js';
import type { TableEntry } from '../response-table.js';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Discovery documents change only with a deploy; an hour, revalidated by ETag, is what SEP-2127 suggests. */
const CARD_CACHE = 'public, max-age=3600';

export function mcpEntries(site: Site): TableEntry[] {
  const body = JSON.stringify(buildServerCard(site, buildToolbox(site).list));
  return ['/.well-known/mcp.json', '/mcp/server-card'].map((path) => ({
    path,
    variants: [{ type: JSON_TYPE, body }],
    cacheControl: CARD_CACHE,
  }));
}
