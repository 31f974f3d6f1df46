// Which content pages each surface publishes, decided by front matter alone (never by slug).

import { usesToken } from '../content/page-tokens.js';
import type { MENUS } from '../content/schemas/page-file.js';
import type { Site, SitePage } from '../content/site.js';

/** The API's pages (listPages, getPage, MCP get_page): every page that is not a tool page. */
export function apiPages(site: Site): SitePage[] {
  return site.pages.filter((p) => p.tool === undefined);
}

/** The getPage slug set, in menu order; the OpenAPI enum and the MCP input schema are built from it. */
export function pageSlugs(site: Site): [string, ...string[]] {
  const slugs = apiPages(site).map((p) => p.slug);
  // Content validation guarantees a home page, so the set is never empty.
  return slugs.length > 0 ? (slugs as [string, ...string[]]) : ['index'];
}

/** The page hosting the fit self-check form (exactly one, checked when content loads). */
export function fitPage(site: Site): SitePage {
  const page = site.pages.find((p) => p.tool === 'fit');
  if (!page) throw new Error('content has no page with `tool: fit`');
  return page;
}

export function homePage(site: Site): SitePage {
  const page = site.pages.find((p) => p.slug === 'index');
  if (!page) throw new Error('content has no home page');
  return page;
}

/** Pages linked from one menu, in menu order. */
export function menuPages(site: Site, menu: (typeof MENUS)[number]): SitePage[] {
  return site.pages.filter((p) => p.menu === menu);
}

/** The page that places the {{contact}} block, if any: where agents send a person with an open question. */
export function contactPage(site: Site): SitePage | undefined {
  return site.pages.find((p) => usesToken(p.body, 'contact'));
}
