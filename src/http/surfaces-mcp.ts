// The MCP server card at /.well-known/mcp.json and /mcp/server-card as response-table entries.
import type { Site } from '../content/site.js';
import type { TableEntry } from './response-table.js';

export function mcpEntries(_site: Site): TableEntry[] {
  return [];
}
