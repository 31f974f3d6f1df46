// The MCP server card at its reserved location and the paths clients probe, and the catalogs that point to it.
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { DISCOVERY_PATHS, SERVER_CARD_ALIASES } from '../../domain/discovery.js';
import { liveEndpoints } from '../../domain/live-endpoints.js';
import { serverDescription } from '../../mcp/identity.js';
import { REGISTRY_AUTH_PATH, registryAuthRecord } from '../../mcp/registry.js';
import { buildServerCard, SERVER_CARD_MEDIA_TYPE, serverCardIdentifier } from '../../mcp/server-card.js';
import type { TableEntry } from '../response-table.js';
import { JSON_TYPE, PLAIN_TEXT } from './headers.js';

/** Discovery documents change only with a deploy; an hour, revalidated by ETag, is what the draft suggests. */
const CARD_CACHE = 'public, max-age=3600';
const AI_CATALOG_TYPE = 'application/ai-catalog+json';

/** The draft's reserved location first, then the contract's path and the ones scanners probe: the same bytes. */
export const SERVER_CARD_PATHS = [DISCOVERY_PATHS.serverCard, ...SERVER_CARD_ALIASES];

export function mcpEntries(site: Site): TableEntry[] {
  // The registry fetches the proof once per login, as text, without following redirects.
  const proof = registryAuthRecord(site);
  const registryAuth: TableEntry[] = proof
    ? [{ path: REGISTRY_AUTH_PATH, variants: [{ type: PLAIN_TEXT, body: proof }], cacheControl: CARD_CACHE }]
    : [];
  // No MCP endpoint (a static export without a live origin): no card and no catalog entry claim one.
  if (!liveEndpoints(site)) return registryAuth;
  const card = JSON.stringify(buildServerCard(site));
  // The draft's media type first; a client that asks for plain JSON gets the same bytes labelled as such.
  const cards = SERVER_CARD_PATHS.map((path) => ({
    path,
    variants: [
      { type: SERVER_CARD_MEDIA_TYPE, body: card },
      { type: JSON_TYPE, body: card },
    ],
    cacheControl: CARD_CACHE,
  }));
  // One entry in both catalogs: the AI Catalog (ARD 1.0) the current draft uses, and the MCP Catalog of its
  // earlier revision (a subset of it, specVersion "draft"), which clients of that revision still fetch.
  const entries = [
    {
      identifier: serverCardIdentifier(site),
      type: SERVER_CARD_MEDIA_TYPE,
      url: `${site.baseUrl}${DISCOVERY_PATHS.serverCard}`,
      ...describeEntry(site),
    },
  ];
  const catalog = JSON.stringify({ specVersion: '1.0', entries });
  return [
    ...registryAuth,
    ...cards,
    {
      path: DISCOVERY_PATHS.aiCatalog,
      variants: [
        { type: AI_CATALOG_TYPE, body: catalog },
        { type: JSON_TYPE, body: catalog },
      ],
      cacheControl: CARD_CACHE,
    },
    {
      path: DISCOVERY_PATHS.mcpCatalog,
      variants: [{ type: JSON_TYPE, body: JSON.stringify({ specVersion: 'draft', entries }) }],
      cacheControl: CARD_CACHE,
    },
  ];
}

/**
 * What ARD 1.0 asks of an entry beyond the pointer: a display name (required), a description, and two to five
 * questions a person might ask that this entry answers, written in the site's words around the owner's facts.
 */
function describeEntry(site: Site) {
  const w = site.words.agents.aiCatalog;
  const facts = {
    offer: site.offer.name,
    name: site.identity.name,
    shortName: site.identity.shortName ?? site.identity.name,
    role: site.offer.bestFit.roles[0] ?? '',
  };
  const queries = [w.queryCost, w.queryDeliverables, w.queryFit, w.queryBook];
  return {
    displayName: fillWords(w.displayName, facts),
    description: serverDescription(site),
    representativeQueries: queries.map((q) => fillWords(q, facts)),
  };
}
