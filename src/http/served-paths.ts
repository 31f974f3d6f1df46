// Content checks that need the served paths: a page may not take a path the site serves itself, and a link
// inside the site must lead to a path that is served. Both run once, where the surfaces are built.
import { ContentError, type ContentProblem } from '../content/errors.js';
import { findInternalLinks } from '../content/page-links.js';
import { freeSlug } from '../content/parse-page.js';
import type { Site } from '../content/site.js';
import { listHandoffPaths } from '../domain/handoff.js';
import { pagePath } from '../domain/pages.js';
import { publishAssets } from '../render/content-assets.js';
import type { TableEntry } from './response-table.js';
import { isDynamicRoute } from './routes.js';

/** The two paths a page is served at: its HTML (and negotiated Markdown) and its Markdown twin. */
const pagePaths = (slug: string) => [pagePath(slug), `/${slug}.md`];

/**
 * `surfaces` are every table entry except the pages'. Throws one ContentError naming every page that would
 * shadow a served path (pages/mcp.md once turned POST /mcp into a 405), every two assets published at one
 * URL, and every internal link to a path nothing serves, with the file and line.
 */
export function checkServedPaths(site: Site, surfaces: readonly TableEntry[]): void {
  const problems: ContentProblem[] = [];
  const served = new Set(surfaces.map((e) => e.path));
  const isServed = (path: string) => served.has(path) || isDynamicRoute(path);
  const slugs = new Set(site.pages.map((p) => p.slug));
  for (const page of site.pages) {
    const taken = pagePaths(page.slug).find(isServed);
    if (taken) {
      const free = freeSlug(`${page.slug}-info`, (s) => slugs.has(s) || pagePaths(s).some(isServed));
      const message = `would be served at ${taken}, a path the site itself serves; rename the file (and its slug), for example to pages/${free}.md`;
      problems.push({ file: page.file, field: 'front matter.slug', message });
    }
  }
  const byUrl = new Map<string, string>();
  for (const asset of publishAssets(site).values()) {
    const other = byUrl.get(asset.url);
    if (other) {
      const message = `is published at ${asset.url}, as ${other} is (the same bytes under a name that flattens to the same one); delete one of them`;
      problems.push({ file: asset.path, field: '', message });
    }
    byUrl.set(asset.url, asset.path);
  }
  const pages = site.pages.flatMap((p) => pagePaths(p.slug));
  // A page may link to a hand-off (/go/checkout), as its buttons do.
  const known = new Set([...served, ...pages, ...listHandoffPaths().map((h) => h.path)]);
  for (const page of site.pages) {
    for (const { path, line } of findInternalLinks(page)) {
      if (known.has(path) || isDynamicRoute(path)) continue;
      const list = site.pages.map((p) => pagePath(p.slug)).join(', ');
      const message = `links to ${path}, which the site does not serve; link to one of its pages (${list}) or correct the path`;
      problems.push({ file: page.file, field: 'body', message, line });
    }
  }
  if (problems.length > 0) throw new ContentError(problems);
}
