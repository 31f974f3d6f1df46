// Every static GET surface of the site as response-table entries, all derived from the one Site model.
import type { Site } from '../../content/site.js';
import { HEALTH_CACHE_CONTROL } from '../../domain/cache-policy.js';
import { pageDiscoveryLinks, siteDiscoveryLinks } from '../../domain/discovery.js';
import { buildHealth } from '../../domain/health.js';
import { offerFor } from '../../domain/offer.js';
import { apiPages, listPages, pagePath } from '../../domain/pages.js';
import { renderLinkHeader } from '../../render/discovery-links.js';
import { renderPageHtml } from '../../render/html/page.js';
import { buildPageResource, renderPageMarkdown } from '../../render/markdown/page.js';
import { markdownTokensHeader } from '../../render/markdown/token-estimate.js';
import { renderOnce } from '../../render/once.js';
import type { TableEntry } from '../response-table.js';
import { checkServedPaths } from '../served-paths.js';
import { agentFileEntries } from './agent-files.js';
import { assetEntries } from './assets.js';
import { API_CACHE, HTML, HTML_SECURITY_HEADERS, JSON_TYPE, MARKDOWN, PAGE_CACHE } from './headers.js';
import { mcpEntries } from './mcp.js';
import { openapiEntries } from './openapi.js';
import { skillEntries } from './skills.js';
import { ucpEntries } from './ucp.js';

const json = (path: string, data: unknown, cacheControl = API_CACHE): TableEntry => ({
  path,
  variants: [{ type: JSON_TYPE, body: JSON.stringify(data) }],
  cacheControl,
});

export function apiEntries(site: Site): TableEntry[] {
  return [
    json('/api/health', buildHealth(site), HEALTH_CACHE_CONTROL),
    json('/api/offer', offerFor(site, 'api')),
    json('/api/pages', listPages(site)),
    // Each page's resource renders its Markdown: made on first request, as the pages themselves.
    ...apiPages(site).map(
      (p): TableEntry => ({
        path: `/api/pages/${p.slug}`,
        variants: [{ type: JSON_TYPE, render: () => ({ body: JSON.stringify(buildPageResource(site, p)) }) }],
        cacheControl: API_CACHE,
      }),
    ),
  ];
}

/**
 * Pages are rendered on their first request (HTML and Markdown apart; the Markdown once for the variant and the
 * twin): start-up only lists their URLs. Nothing names a page's bytes by digest, so nothing needs them sooner.
 */
export function pageEntries(site: Site): TableEntry[] {
  return site.pages.flatMap((page): TableEntry[] => {
    const markdown = renderOnce(() => {
      const body = renderPageMarkdown(site, page);
      return { body, tokens: markdownTokensHeader(body) };
    });
    const canonical = `${site.baseUrl}${pagePath(page.slug)}`;
    // RFC 8288: an agent finds the twin, the API, MCP and the skills from the headers, without parsing HTML.
    // The Markdown variant already is the twin, so it carries the site's links without the alternate.
    const htmlLinks = renderLinkHeader(pageDiscoveryLinks(site, page));
    const siteLinks = renderLinkHeader(siteDiscoveryLinks(site, { home: page.slug === 'index' }));
    return [
      {
        path: pagePath(page.slug),
        variants: [
          {
            type: HTML,
            render: () => ({
              body: renderPageHtml(site, page),
              headers: { ...HTML_SECURITY_HEADERS, link: htmlLinks },
            }),
          },
          {
            type: MARKDOWN,
            render: () => {
              const { body, tokens } = markdown();
              return { body, headers: { ...tokens, link: siteLinks } };
            },
          },
        ],
        cacheControl: PAGE_CACHE,
        queryAware: page.tool === 'fit',
      },
      {
        path: `/${page.slug}.md`,
        variants: [
          {
            type: MARKDOWN,
            render: () => {
              const { body, tokens } = markdown();
              // The twin is for agents; search engines should index the canonical HTML only.
              const link = `<${canonical}>; rel="canonical", ${siteLinks}`;
              return { body, headers: { 'x-robots-tag': 'noindex', link, ...tokens } };
            },
          },
        ],
        cacheControl: PAGE_CACHE,
      },
    ];
  });
}

export function buildSurfaces(site: Site): TableEntry[] {
  const api = apiEntries(site);
  const pages = pageEntries(site);
  const rest = [
    ...assetEntries(site),
    ...agentFileEntries(site),
    ...openapiEntries(site),
    ...mcpEntries(site),
    ...skillEntries(site),
    ...ucpEntries(site),
  ];
  checkServedPaths(site, [...api, ...rest]);
  return [...api, ...pages, ...rest];
}
