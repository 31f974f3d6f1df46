// The MCP server card at /mcp/server-card and /.well-known/mcp.json, and the AI Catalog entry that points to it.
import type { Site } from '../../content/site.js';
import { buildServerCard, SERVER_CARD_MEDIA_TYPE, serverCardIdentifier } from '../../mcp/server-card.js';
import type { TableEntry } from '../response-table.js';
import { JSON_TYPE } from './headers.js';

/** Discovery documents change only with a deploy; an hour, revalidated by ETag, is what the draft suggests. */
const CARD_CACHE = 'public, max-age=3600';
const AI_CATALOG_TYPE = 'application/ai-catalog+json';

export function mcpEntries(site: Site): TableEntry[] {
  const card = JSON.stringify(buildServerCard(site));
  // The draft's media type first; a client that asks for plain JSON gets the same bytes labelled as such.
  const cards = ['/mcp/server-card', '/.well-known/mcp.json'].map((path) => ({
    path,
    variants: [
      { type: SERVER_CARD_MEDIA_TYPE, body: card },
      { type: JSON_TYPE, body: card },
    ],
    cacheControl: CARD_CACHE,
  }));
  const catalog = {
    specVersion: '1.0',
    entries: [
      {
        identifier: serverCardIdentifier(site),
        type: SERVER_CARD_MEDIA_TYPE,
        url: `${site.baseUrl}/mcp/server-card`,
      },
    ],
  };
  return [
    ...cards,
    {
      path: '/.well-known/ai-catalog.json',
      variants: [
        { type: AI_CATALOG_TYPE, body: JSON.stringify(catalog) },
        { type: JSON_TYPE, body: JSON.stringify(catalog) },
      ],
      cacheControl: CARD_CACHE,
    },
  ];
}
