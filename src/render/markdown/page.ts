// A page's Markdown twin: the title as H1 and the body with every {{token}} expanded from the model.
import type { Site, SitePage } from '../../content/site.js';
import { buildOffer, formatMoney } from '../../domain/offer.js';
import { buildPage } from '../../domain/pages.js';
import type { Page } from '../../domain/schemas.js';
import { MCP_PROTOCOL_VERSIONS } from '../../domain/tool-catalog.js';
import { renderActionsBlock, renderContactBlock, renderCriteriaBlock, renderOfferBlock } from './blocks.js';

export function expandTokens(site: Site, body: string): string {
  const { price, name } = site.offer;
  const values: Record<string, () => string> = {
    offer: () => renderOfferBlock(site),
    actions: () => renderActionsBlock(site),
    criteria: () => renderCriteriaBlock(site),
    contact: () => renderContactBlock(site),
    base_url: () => site.baseUrl,
    email: () => site.identity.email,
    engine_url: () => site.identity.engine.url,
    price: () => formatMoney(price.amount, price.currency),
    offer_name: () => buildOffer(site).name ?? name,
    mcp_versions: () => MCP_PROTOCOL_VERSIONS.map((v) => `\`${v}\``).join(', '),
  };
  // Unknown tokens were rejected when content loaded, so every match has a value.
  return body.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (match, token: string) => values[token]?.() ?? match);
}

export function renderPageMarkdown(site: Site, page: SitePage): string {
  return `# ${page.title}\n\n${expandTokens(site, page.body)}\n`;
}

/** The API's Page resource for a content page, with its Markdown twin as the body. */
export function buildPageResource(site: Site, page: SitePage): Page {
  return buildPage(site, page, renderPageMarkdown(site, page));
}
