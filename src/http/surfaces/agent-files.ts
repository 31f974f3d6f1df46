// Agent-readable files (llms.txt, llms-full.txt, agents.md, sitemap.xml, robots.txt, api-catalog) as response-table entries.
import type { Site } from '../../content/site.js';
import { renderAgentsMd } from '../../render/agent-files/agents-md.js';
import { API_CATALOG_PATH, API_CATALOG_TYPE, buildApiCatalog } from '../../render/agent-files/api-catalog.js';
import { renderLlmsFullTxt, renderLlmsTxt } from '../../render/agent-files/llms.js';
import { renderRobotsTxt } from '../../render/agent-files/robots.js';
import { renderSitemap } from '../../render/agent-files/sitemap.js';
import type { TableEntry } from '../response-table.js';
import { MARKDOWN, PAGE_CACHE, PLAIN_TEXT, XML } from './headers.js';

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
