// /.well-known/api-catalog: the RFC 9727 linkset (RFC 9264 JSON) describing the public JSON API, the public MCP
// endpoint and, as a separate authenticated entry, the private engine. Every link target answers GET with the
// declared type (the engine's are on its own host); anchors name the APIs and are not meant to be fetched.

import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { describeEngine, type EngineFacts } from '../../domain/engine.js';
import { liveEndpoints } from '../../domain/live-endpoints.js';
import { MCP_PROTOCOL_VERSIONS, SERVER_CARD_MEDIA_TYPE } from '../../domain/mcp-versions.js';
import { skillLinks } from '../skills/skills-docs.js';
import { developerDocs } from './docs.js';

export const API_CATALOG_PATH = '/.well-known/api-catalog';
export const API_CATALOG_PROFILE = 'https://www.rfc-editor.org/info/rfc9727';
export const API_CATALOG_TYPE = `application/linkset+json; profile="${API_CATALOG_PROFILE}"`;

/**
 * The OpenAPI document is declared as what it is served as. application/json is what every OpenAPI tool,
 * browser and fetcher handles; the vendor type application/vnd.oai.openapi+json is rarely recognised (browsers
 * download it) and application/openapi+json is still a draft. The relation and the title say it is OpenAPI.
 */
export const OPENAPI_LINK_TYPE = 'application/json';

export interface CatalogLink {
  href: string;
  type?: string;
  title?: string;
}

/** One linkset context: the anchor plus relation name to target links (RFC 9264 section 4.2). */
export type LinkContext = { anchor: string } & Record<string, string | CatalogLink[]>;

export interface Linkset {
  linkset: LinkContext[];
}

/** Human documentation of this site's APIs: the developer page (both forms, when there is one) and agents.md. */
function serviceDocs(site: Site): CatalogLink[] {
  const w = site.words.agents;
  const docs = developerDocs(site);
  return [
    ...(docs
      ? [
          { href: docs.html, type: 'text/html', title: docs.title },
          {
            href: docs.markdown,
            type: 'text/markdown',
            title: fillWords(w.catalog.markdown, { title: docs.title }),
          },
        ]
      : []),
    { href: `${site.baseUrl}/agents.md`, type: 'text/markdown', title: w.headings.agentsTitle },
  ];
}

export function buildApiCatalog(site: Site): Linkset {
  const w = site.words.agents.catalog;
  const base = site.baseUrl;
  const name = site.identity.name;
  const engine = describeEngine(site);
  const live = liveEndpoints(site);
  const docs = serviceDocs(site);
  // The agent skills document how to use the API and MCP (not the engine): the same list for both.
  const withSkills = [...docs, ...skillLinks(site)];
  return {
    linkset: [
      {
        // The JSON API is anchored at its OpenAPI server URL (BASE_URL): its paths start there.
        anchor: base,
        'service-desc': [
          {
            href: `${base}/openapi.json`,
            type: OPENAPI_LINK_TYPE,
            title: fillWords(w.openapi, { name }),
          },
        ],
        'service-doc': withSkills,
        status: [{ href: `${base}/api/health`, type: 'application/json', title: w.health }],
      },
      // POST only (JSON-RPC), where it answers; its server card (published here) describes it.
      ...(live
        ? [
            {
              anchor: live.mcp,
              'service-desc': [
                {
                  href: `${base}/.well-known/mcp.json`,
                  // What a plain GET gets; a client asking for application/json gets the same bytes labelled so.
                  type: SERVER_CARD_MEDIA_TYPE,
                  title: fillWords(w.card, { name, versions: MCP_PROTOCOL_VERSIONS.join(', ') }),
                },
              ],
              'service-doc': withSkills,
            },
          ]
        : []),
      ...(engine ? [engineLinks(w, engine, docs)] : []),
    ],
  };
}

/** Not part of this service and not public: listed so agents know where its boundary is. */
/** The private engine: not part of this service and not public, listed so agents know where its boundary is. */
function engineLinks(w: Site['words']['agents']['catalog'], engine: EngineFacts, docs: CatalogLink[]) {
  return {
    anchor: engine.mcpUrl,
    status: [{ href: engine.healthUrl, type: 'application/json', title: w.engineHealth }],
    'service-doc': docs.map((link) => ({
      ...link,
      title: fillWords(w.engineDoc, { title: link.title ?? '' }),
    })),
  };
}
