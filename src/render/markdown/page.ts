// A page's Markdown twin: the title as H1 and the body with every {{token}} expanded from the model.
import type { Site, SitePage } from '../../content/site.js';
import { expandInline } from '../../content/tokens.js';
import { buildPage } from '../../domain/pages.js';
import type { Page } from '../../domain/schemas.js';
import { MCP_PROTOCOL_VERSIONS } from '../../domain/tool-catalog.js';
import {
  renderActionsBlock,
  renderContactBlock,
  renderCriteriaBlock,
  renderDeliverablesBlock,
  renderFitBlock,
  renderOfferBlock,
  renderProofBlock,
} from './blocks.js';
import { renderDiscoveryBlock, renderNotApplicableBlock } from './discovery.js';

/** Whether a body places a block token (so the offer block can leave that part out). */
export const usesToken = (body: string, token: string) =>
  new RegExp(`\\{\\{\\s*${token}\\s*\\}\\}`).test(body);

/** Block tokens, rendered from the model; the inline ones come from the content's token values. */
const BLOCKS: Record<string, (site: Site, body: string) => string> = {
  offer: (site, body) =>
    renderOfferBlock(site, { deliverables: !usesToken(body, 'deliverables'), fit: !usesToken(body, 'fit') }),
  deliverables: renderDeliverablesBlock,
  fit: (site) => renderFitBlock(site),
  proof: renderProofBlock,
  actions: renderActionsBlock,
  criteria: renderCriteriaBlock,
  contact: renderContactBlock,
  fit_disclaimer: (site) => site.offer.fitDisclaimer,
  mcp_versions: () => MCP_PROTOCOL_VERSIONS.map((v) => `\`${v}\``).join(', '),
  discovery: renderDiscoveryBlock,
  not_applicable: renderNotApplicableBlock,
};

export function expandTokens(site: Site, body: string): string {
  // Unknown tokens were rejected when content loaded, so every match has a value.
  const blocks = body.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (match, token: string) =>
    Object.hasOwn(BLOCKS, token) ? (BLOCKS[token]?.(site, body) ?? match) : match,
  );
  return expandInline(blocks, site.tokens);
}

export function renderPageMarkdown(site: Site, page: SitePage): string {
  return `# ${page.title}\n\n${expandTokens(site, page.body)}\n`;
}

/** The API's Page resource for a content page, with its Markdown twin as the body. */
export function buildPageResource(site: Site, page: SitePage): Page {
  return buildPage(site, page, renderPageMarkdown(site, page));
}
