// /sitemap.xml (sitemaps.org 0.9): every indexable HTML page, with lastmod from the page's `updated` date.
import type { Site } from '../../content/site.js';
import { pagePath } from '../../domain/pages.js';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Entity-escapes a URL for XML, as the protocol requires (& in a query string is the usual culprit). */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/** The HTML URLs only: Markdown twins are noindex and point to these as canonical. */
export function sitemapUrls(site: Site): { loc: string; lastmod: string }[] {
  return site.pages.map((p) => ({ loc: `${site.baseUrl}${pagePath(p.slug)}`, lastmod: p.updated }));
}

export function renderSitemap(site: Site): string {
  const urls = sitemapUrls(site).map(
    (u) => `  <url>\n    <loc>${escapeXml(u.loc)}</loc>\n    <lastmod>${u.lastmod}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}
