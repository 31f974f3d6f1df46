// Every static GET surface of the site as response-table entries, all derived from the one Site model.
import type { Site } from '../content/site.js';
import { buildHealth } from '../domain/health.js';
import { buildOffer } from '../domain/offer.js';
import { apiPages, buildPage, listPages, pagePath } from '../domain/pages.js';
import { renderPageHtml } from '../render/html-page.js';
import { renderPageMarkdown } from '../render/page-markdown.js';
import type { TableEntry } from './response-table.js';
import { agentFileEntries } from './surfaces-agent-files.js';
import { assetEntries, HTML_SECURITY_HEADERS } from './surfaces-assets.js';
import { mcpEntries } from './surfaces-mcp.js';
import { openapiEntries } from './surfaces-openapi.js';

export const HTML = 'text/html; charset=utf-8';
export const MARKDOWN = 'text/markdown; charset=utf-8';
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Pages change with a deploy; a short max-age plus ETag revalidation keeps them fresh and cheap. */
export const PAGE_CACHE = 'public, max-age=300';
export const API_CACHE = 'public, max-age=60';

// Health lives in domain/ so render/openapi can use it without importing this registry (an import cycle).
export { buildHealth } from '../domain/health.js';

const json = (path: string, data: unknown, cacheControl = API_CACHE): TableEntry => ({
  path,
  variants: [{ type: JSON_TYPE, body: JSON.stringify(data) }],
  cacheControl,
});

export function apiEntries(site: Site): TableEntry[] {
  return [
    json('/api/health', buildHealth(site), 'no-cache'),
    json('/api/offer', buildOffer(site)),
    json('/api/pages', listPages(site)),
    ...apiPages(site).map((p) => json(`/api/pages/${p.slug}`, buildPage(site, p))),
  ];
}

export function pageEntries(site: Site): TableEntry[] {
  return site.pages.flatMap((page): TableEntry[] => {
    const markdown = renderPageMarkdown(site, page);
    const canonical = `${site.baseUrl}${pagePath(page.slug)}`;
    // RFC 9727: the homepage advertises the API catalog, so a client can discover the APIs from it.
    const discovery: Record<string, string> =
      page.slug === 'index' ? { link: `<${site.baseUrl}/.well-known/api-catalog>; rel="api-catalog"` } : {};
    return [
      {
        path: pagePath(page.slug),
        variants: [
          {
            type: HTML,
            body: renderPageHtml(site, page),
            headers: { ...HTML_SECURITY_HEADERS, ...discovery },
          },
          { type: MARKDOWN, body: markdown, headers: { 'x-content-type-options': 'nosniff', ...discovery } },
        ],
        cacheControl: PAGE_CACHE,
        queryAware: page.slug === 'fit',
      },
      {
        path: `/${page.slug}.md`,
        variants: [
          {
            type: MARKDOWN,
            body: markdown,
            // The twin is for agents; search engines should index the canonical HTML only.
            headers: { 'x-robots-tag': 'noindex', link: `<${canonical}>; rel="canonical"` },
          },
        ],
        cacheControl: PAGE_CACHE,
      },
    ];
  });
}

export function buildSurfaces(site: Site): TableEntry[] {
  return [
    ...apiEntries(site),
    ...pageEntries(site),
    ...assetEntries(site),
    ...agentFileEntries(site),
    ...openapiEntries(site),
    ...mcpEntries(site),
  ];
}
