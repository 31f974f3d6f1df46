// A page's Markdown twin: the title as H1, a one-line pointer to llms.txt, and the body with every {{token}}
// expanded from the model and every link absolute (BASE_URL-based), so the twin keeps its targets out of context.

import { type ModelToken, usesToken } from '../../content/page-tokens.js';
import type { Site, SitePage } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import { expandInline } from '../../content/tokens.js';
import { fillWords } from '../../content/words/fill.js';
import { liveEndpoints } from '../../domain/live-endpoints.js';
import { MCP_PROTOCOL_VERSIONS } from '../../domain/mcp-versions.js';
import { buildPage, pagePath } from '../../domain/pages.js';
import type { Page } from '../../domain/schemas.js';
import { findFounder } from '../html/parts/people.js';
import { absolutizeLinks } from './absolute-links.js';
import {
  renderActionsBlock,
  renderContactBlock,
  renderCriteriaBlock,
  renderDeliverablesBlock,
  renderFitBlock,
  renderOfferBlock,
  renderPeopleBlock,
  renderProofBlock,
} from './blocks.js';
import { renderDiscoveryBlock, renderNotApplicableBlock } from './discovery.js';
import { renderEngineBlock } from './engine-block.js';

/**
 * Every token rendered from the model, as Markdown (the offer block leaves out what the page places on its own);
 * the inline ones come from the content's token values. Typed by the token table: a token without its Markdown,
 * or Markdown for no token, does not compile.
 */
const BLOCKS: Readonly<Record<ModelToken, (site: Site, body: string) => string>> = {
  offer: (site, body) =>
    renderOfferBlock(site, { deliverables: !usesToken(body, 'deliverables'), fit: !usesToken(body, 'fit') }),
  deliverables: renderDeliverablesBlock,
  fit: (site) => renderFitBlock(site),
  proof: renderProofBlock,
  people: renderPeopleBlock,
  actions: renderActionsBlock,
  criteria: renderCriteriaBlock,
  contact: renderContactBlock,
  engine: renderEngineBlock,
  fit_disclaimer: (site) => site.offer.fitDisclaimer,
  mcp_versions: () => MCP_PROTOCOL_VERSIONS.map((v) => `\`${v}\``).join(', '),
  discovery: renderDiscoveryBlock,
  not_applicable: renderNotApplicableBlock,
};

export function expandTokens(site: Site, body: string): string {
  // Unknown tokens were rejected when content loaded, so every match has a value.
  const blocks = body.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (match, token: string) =>
    Object.hasOwn(BLOCKS, token) ? BLOCKS[token as ModelToken](site, body) : match,
  );
  return expandInline(blocks, site.tokens);
}

/** The line under every twin's H1 that points agents to the index (an unobtrusive emphasis, not a heading). */
export function renderLlmsPointer(site: Site): string {
  const note = liveEndpoints(site) ? site.words.twin.agentNote : site.words.twin.agentNoteStatic;
  return `*${fillWords(note, { link: `[llms.txt](${site.baseUrl}/llms.txt)` })}*`;
}

/**
 * Rendered bodies per page, kept with the site: the twin, the pages API, MCP and llms-full.txt all ask for each
 * one. A Map is enough: the site holds its pages as long as it holds this.
 */
const pageBodies = perSite('page-bodies', () => new Map<SitePage, string>());

/** The body as Markdown with absolute links; the same text in the twin, the pages API, MCP and llms-full.txt. */
export function renderPageBody(site: Site, page: SitePage): string {
  const known = pageBodies(site);
  let body = known.get(page);
  if (body === undefined) {
    // absolutizeLinks parses the Markdown: rendered once instead of once per surface (~15% of start-up).
    body = absolutizeLinks(
      expandTokens(site, page.body),
      site.baseUrl,
      `${site.baseUrl}${pagePath(page.slug)}`,
    );
    known.set(page, body);
  }
  return body;
}

/**
 * What the page for people shows around its title: on the home page the offer and who runs it, the tagline and
 * the founder beside it (their line, name and role); elsewhere the page's description.
 */
export function renderStandfirst(site: Site, page: SitePage): string {
  if (page.slug !== 'index') return page.description;
  const founder = findFounder(site);
  const person = founder ? `${founder.name}, ${founder.role}` : '';
  const line = founder?.caption ? `*${founder.caption}* — ${person}` : person;
  return [`${site.offer.name} · ${site.identity.name}`, site.identity.tagline, line]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The Markdown twin: what /{slug}.md, the negotiated page URL, the pages API and MCP all serve, byte for byte.
 * Title, the pointer to llms.txt, the standfirst the HTML shows under the title, then the body.
 */
export function renderPageMarkdown(site: Site, page: SitePage): string {
  return `# ${page.title}\n\n${renderLlmsPointer(site)}\n\n${renderStandfirst(site, page)}\n\n${renderPageBody(site, page)}\n`;
}

/** The API's Page resource for a content page, with its Markdown twin as the body. */
export function buildPageResource(site: Site, page: SitePage): Page {
  return buildPage(site, page, renderPageMarkdown(site, page));
}
