// Page resources for the API and MCP: summaries with absolute URLs and the full Markdown twin.
import type { Site, SitePage } from '../content/site.js';
import { apiPages } from './page-set.js';
import type { Page, PageList, PageSummary } from './schemas.js';

export { apiPages, fitPage, homePage, menuPages, pageSlugs } from './page-set.js';

/** "/" for the home page, "/about" for the rest. */
export function pagePath(slug: string): string {
  return slug === 'index' ? '/' : `/${slug}`;
}

export function summarisePage(site: Site, page: SitePage): PageSummary {
  return {
    slug: page.slug,
    title: page.title,
    description: page.description,
    url: `${site.baseUrl}${pagePath(page.slug)}`,
    markdownUrl: `${site.baseUrl}/${page.slug}.md`,
  };
}

export function listPages(site: Site): PageList {
  const pages = apiPages(site).map((p) => summarisePage(site, p));
  return { count: pages.length, pages };
}

/** The Page resource: the summary plus the page's Markdown twin, rendered by the caller. */
export function buildPage(site: Site, page: SitePage, markdown: string): Page {
  return { ...summarisePage(site, page), markdown };
}
