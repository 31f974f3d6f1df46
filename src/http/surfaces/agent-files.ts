// Agent-readable files (llms.txt, llms-full.txt, agents.md, sitemap.xml, robots.txt, api-catalog) as response-table entries.
import type { Site } from '../../content/site.js';
import { renderAgentsMd } from '../../render/agent-files/agents-md.js';
import { API_CATALOG_PATH, API_CATALOG_TYPE, buildApiCatalog } from '../../render/agent-files/api-catalog.js';
import { renderLlmsTxt } from '../../render/agent-files/llms.js';
import { renderLlmsFullTxt } from '../../render/agent-files/llms-full.js';
import { renderRobotsTxt } from '../../render/agent-files/robots.js';
import { renderSitemap } from '../../render/agent-files/sitemap.js';
import { markdownTokensHeader } from '../../render/markdown/token-estimate.js';
import { renderOnce } from '../../render/once.js';
import type { TableEntry } from '../response-table.js';
import { MARKDOWN, PAGE_CACHE, PLAIN_TEXT, XML } from './headers.js';

/**
 * Rendered on the first request for it (no other document names these bytes by digest), then kept; extra
 * headers may depend on the bytes (a Markdown file's token estimate).
 */
const file = (
  path: string,
  type: string,
  render: () => string,
  headersOf?: (body: string) => Record<string, string>,
): TableEntry => ({
  path,
  variants: [
    {
      type,
      render: () => {
        const body = render();
        return { body, ...(headersOf ? { headers: headersOf(body) } : {}) };
      },
    },
  ],
  cacheControl: PAGE_CACHE,
});

/** agents.md, llms.txt and llms-full.txt are Markdown (the last two served as text/plain): each says its size. */
const markdownFile = (path: string, type: string, render: () => string): TableEntry =>
  file(path, type, render, markdownTokensHeader);

export function agentFileEntries(site: Site): TableEntry[] {
  const llms = renderOnce(() => renderLlmsTxt(site));
  return [
    markdownFile('/llms.txt', PLAIN_TEXT, llms),
    markdownFile('/.well-known/llms.txt', PLAIN_TEXT, llms),
    markdownFile('/llms-full.txt', PLAIN_TEXT, () => renderLlmsFullTxt(site)),
    markdownFile('/agents.md', MARKDOWN, () => renderAgentsMd(site)),
    file('/sitemap.xml', XML, () => renderSitemap(site)),
    file('/robots.txt', PLAIN_TEXT, () => renderRobotsTxt(site)),
    // RFC 9727 section 2: the catalog answers (GET and HEAD) with a Link header naming itself as the api-catalog.
    file(
      API_CATALOG_PATH,
      API_CATALOG_TYPE,
      () => `${JSON.stringify(buildApiCatalog(site), null, 2)}\n`,
      () => ({
        link: `<${site.baseUrl}${API_CATALOG_PATH}>; rel="api-catalog"`,
      }),
    ),
  ];
}
