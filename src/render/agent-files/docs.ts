// Where the site documents itself: the developer page (the page that places the {{engine}} block) and the
// page set the API publishes, described in words that stay true for any content.

import { usesToken } from '../../content/page-tokens.js';
import type { Site, SitePage } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { apiPages, pagePath } from '../../domain/pages.js';

export interface DocLink {
  title: string;
  html: string;
  markdown: string;
}

/**
 * The developer documentation: the first page (in menu order) whose body places {{engine}}, since the page
 * that states the private engine's boundary is the one that documents the API and MCP beside it.
 */
export function developerDocs(site: Site): DocLink | undefined {
  // Without an engine, the page that lists the MCP versions or the discovery files documents the API instead.
  const page =
    site.pages.find((p) => usesToken(p.body, 'engine')) ??
    site.pages.find((p) => usesToken(p.body, 'mcp_versions') || usesToken(p.body, 'discovery'));
  return page ? pageLink(site, page) : undefined;
}

export function pageLink(site: Site, page: SitePage): DocLink {
  return {
    title: page.title,
    html: `${site.baseUrl}${pagePath(page.slug)}`,
    markdown: `${site.baseUrl}/${page.slug}.md`,
  };
}

const code = (items: string[]) => items.map((s) => `\`${s}\``).join(', ');

/** "all 5 content pages (every page of the site but `fit`, ...)": true for any page set. */
export function describeApiPageSet(site: Site): string {
  const w = site.words.agents.pageSet;
  const count = apiPages(site).length;
  const tools = site.pages.filter((p) => p.tool !== undefined);
  const pages = fillWords(count === 1 ? w.one : w.other, { count });
  if (tools.length === 0) return fillWords(w.every, { pages });
  return fillWords(w.allBut, { pages, tools: code(tools.map((p) => p.slug)) });
}
