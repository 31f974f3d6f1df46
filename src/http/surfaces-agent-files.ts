// Agent-readable files (llms.txt, llms-full.txt, agents.md, sitemap.xml, robots.txt, api-catalog) as response-table entries.
import type { Site } from '../content/site.js';
import { renderAgentsMd } from '../render/agents-md.js';
import { API_CATALOG_PATH, API_CATALOG_TYPE, buildApiCatalog } from '../render/api-catalog.js';
import { renderLlmsFullTxt, renderLlmsTxt } from '../render/llms.js';
import { renderRobotsTxt } from '../render/robots.js';
import { renderSitemap } from '../render/sitemap.js';
import type { TableEntry } from './response-table.js';
import { MARKDOWN, PAGE_CACHE } from './surfaces.js';

/**
 * llms.txt is Markdown by syntax but served as text/plain: the proposal names it a .txt file, every
 * browser and fetcher shows text/plain inline, and no client negotiates for it (agents.md is a .md file
 * and says so).
 */
export const PLAIN_TEXT = 'text/plain; charset=utf-8';
export const XML = 'application/xml; charset=utf-8';

const file = (path: string, type: string, body: string): TableEntry => ({
  path,
  variants: [{ type, body }],
  cacheControl: PAGE_CACHE,
});

export function agentFileEntries(site: Site): TableEntry[] {
  const llms = renderLlmsTxt(site);
  return [
    file('/llms.txt', PLAIN_TEXT, llms),
    file('/.well-known/llms.txt', PLAIN_TEXT, llms),
    file('/llms-full.txt', PLAIN_TEXT, renderLlmsFullTxt(site)),
    file('/agents.md', MARKDOWN, renderAgentsMd(site)),
    file('/sitemap.xml', XML, renderSitemap(site)),
    file('/robots.txt', PLAIN_TEXT, renderRobotsTxt(site)),
    file(API_CATALOG_PATH, API_CATALOG_TYPE, `${JSON.stringify(buildApiCatalog(site), null, 2)}\n`),
  ];
}
