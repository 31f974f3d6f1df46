// The pages the browser scripts (screenshots, lighthouse) visit, found from the content, never assumed.
import { loadSite } from '../src/content/load-site.js';
import { fitPage, pagePath } from '../src/domain/pages.js';

export interface ContentPages {
  /** Every page's path, in menu order (home first unless ordered otherwise). */
  all: { slug: string; path: string }[];
  /** The page that hosts the fit self-check form. */
  fit: string;
  /** The first page that is neither the home page nor a tool page, when there is one: a plain reading page. */
  reading: string | undefined;
}

export function findContentPages(contentDir: string): ContentPages {
  const site = loadSite(contentDir, 'http://127.0.0.1');
  const reading = site.pages.find((p) => p.slug !== 'index' && p.tool === undefined);
  return {
    all: site.pages.map((p) => ({ slug: p.slug, path: pagePath(p.slug) })),
    fit: pagePath(fitPage(site).slug),
    reading: reading && pagePath(reading.slug),
  };
}
