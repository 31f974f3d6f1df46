// Where agents find things without parsing HTML: the discovery documents' paths and the links every page carries.

import type { Site, SitePage } from '../content/site.js';
import { fillWords } from '../content/words/fill.js';
import { liveEndpoints } from './live-endpoints.js';
import { SERVER_CARD_MEDIA_TYPE } from './mcp-versions.js';

/** Agent Skills Discovery (draft v0.2.0): the index, and each skill's SKILL.md in a folder named after it. */
export const SKILLS_ROOT = '/.well-known/agent-skills';

export function skillPath(name: string): string {
  return `${SKILLS_ROOT}/${name}/SKILL.md`;
}

/** Where the same server card also answers: the contract's path, then the ones today's scanners probe. */
export const SERVER_CARD_ALIASES = [
  '/.well-known/mcp.json',
  '/.well-known/mcp/server-card.json',
  '/.well-known/mcp-server-card',
] as const;

export const DISCOVERY_PATHS = {
  apiCatalog: '/.well-known/api-catalog',
  openapi: '/openapi.json',
  llmsTxt: '/llms.txt',
  agentsMd: '/agents.md',
  /** The server-card draft's reserved location: the streamable-HTTP URL plus /server-card. */
  serverCard: '/mcp/server-card',
  skillsIndex: `${SKILLS_ROOT}/index.json`,
  mcpCatalog: '/.well-known/mcp/catalog.json',
  aiCatalog: '/.well-known/ai-catalog.json',
} as const;

/** One typed link (RFC 8288): sent as a Link header field and written as a <link> in the HTML head. */
export interface DiscoveryLink {
  href: string;
  rel: string;
  /** The media type the target is served as, so a client can pick without fetching. */
  type: string;
  title: string;
}

/**
 * The links every page carries beyond its own twin. api-catalog (RFC 9727), service-desc (RFC 8631) and
 * describedby are registered relations; mcp-server-card and agent-skills are not yet, and are the names the
 * agent-readiness scanners look for.
 */
export function siteDiscoveryLinks(site: Site, options: { home: boolean }): DiscoveryLink[] {
  const base = site.baseUrl;
  const w = site.words.agents.links;
  return [
    {
      href: `${base}${DISCOVERY_PATHS.apiCatalog}`,
      rel: 'api-catalog',
      type: 'application/linkset+json',
      title: w.apiCatalog,
    },
    {
      href: `${base}${DISCOVERY_PATHS.openapi}`,
      rel: 'service-desc',
      type: 'application/json',
      title: w.openapi,
    },
    { href: `${base}${DISCOVERY_PATHS.llmsTxt}`, rel: 'describedby', type: 'text/plain', title: 'llms.txt' },
    // The card is published only where an MCP endpoint answers (a static export may have none).
    ...(liveEndpoints(site)
      ? [
          {
            href: `${base}${DISCOVERY_PATHS.serverCard}`,
            rel: 'mcp-server-card',
            type: SERVER_CARD_MEDIA_TYPE,
            title: w.serverCard,
          },
        ]
      : []),
    ...(options.home
      ? [
          {
            href: `${base}${DISCOVERY_PATHS.skillsIndex}`,
            rel: 'agent-skills',
            type: 'application/json',
            title: w.skills,
          },
        ]
      : []),
  ];
}

/** A page's own Markdown twin first, then the site's discovery documents (the home page adds the skills). */
export function pageDiscoveryLinks(site: Site, page: SitePage): DiscoveryLink[] {
  return [
    {
      href: `${site.baseUrl}/${page.slug}.md`,
      rel: 'alternate',
      type: 'text/markdown',
      title: fillWords(site.words.agents.catalog.markdown, { title: page.title }),
    },
    ...siteDiscoveryLinks(site, { home: page.slug === 'index' }),
  ];
}

/** A discovery standard this site deliberately does not publish, and why; said in agents.md and for developers. */
export interface NotApplicable {
  what: string;
  why: string;
}

export function notApplicable(site: Site): NotApplicable[] {
  const w = site.words.agents.discovery;
  const { engine: ownEngine } = site.identity;
  // Without a private engine the OAuth note says only why this site needs none.
  const engine = ownEngine
    ? ` ${fillWords(w.oauthEngine, { url: ownEngine.url, name: site.identity.name })}`
    : '';
  // A static export without a live origin has neither MCP nor the UCP catalog to mention.
  const live = liveEndpoints(site) !== undefined;
  return [
    { what: w.oauth, why: `${w.oauthWhy}${engine}` },
    { what: w.a2a, why: live ? w.a2aWhy : w.a2aWhyStatic },
    { what: w.commerce, why: live ? w.commerceWhy : w.commerceWhyStatic },
  ];
}
