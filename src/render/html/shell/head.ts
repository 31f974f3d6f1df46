// The document head: title, description, canonical and alternates, preloads, Open Graph, Twitter card, JSON-LD.
import type { Site, SitePage } from '../../../content/site.js';
import { pageDiscoveryLinks, siteDiscoveryLinks } from '../../../domain/discovery.js';
import { pagePath } from '../../../domain/pages.js';
import { findAsset } from '../../content-assets.js';
import { renderLinkElements } from '../../discovery-links.js';
import { buildPageJsonLd, renderJsonLdScripts } from '../../json-ld.js';
import { iconLinks, siteLook } from '../assets.js';
import { escapeHtml as e } from '../escape.js';

/** Search results cut long titles; past this length the page title stands alone, without the site name. */
const MAX_TITLE = 70;

export interface HeadOptions {
  /**
   * Module scripts: deferred like `defer`, but Chromium paints the first frame before running them, where a
   * deferred classic script ran first and took the first style pass into its own task (docs/architecture.md).
   */
  scripts?: string[];
  /** For pages that are not content pages (the 404): no canonical, no JSON-LD. */
  standalone?: boolean;
}

export function documentTitle(site: Site, page: SitePage): string {
  const full = `${page.title} | ${site.identity.name}`;
  return page.slug === 'index' || full.length > MAX_TITLE ? page.title : full;
}

/** The content's social card image (assets.ogImage), with its size so crawlers need not fetch it first. */
function renderSocialImage(site: Site): string[] {
  const image = findAsset(site, site.identity.assets.ogImage);
  if (!image) return ['<meta name="twitter:card" content="summary">'];
  const url = e(`${site.baseUrl}${image.url}`);
  // Social cards carry the name and the promise: an alt of the name alone told a screen reader nothing.
  const { name, tagline, assets } = site.identity;
  const alt = e(assets.ogImageAlt ?? `${name}: ${tagline}`);
  return [
    `<meta property="og:image" content="${url}">`,
    image.width ? `<meta property="og:image:width" content="${image.width}">` : '',
    image.height ? `<meta property="og:image:height" content="${image.height}">` : '',
    `<meta property="og:image:alt" content="${alt}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:image" content="${url}">`,
    `<meta name="twitter:image:alt" content="${alt}">`,
  ];
}

export function renderHead(site: Site, page: SitePage, options: HeadOptions = {}): string {
  const base = site.baseUrl;
  const canonical = `${base}${pagePath(page.slug)}`;
  const { paths, palette, dark } = siteLook(site);
  const lines = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(documentTitle(site, page))}</title>`,
    `<meta name="description" content="${e(page.description)}">`,
    // Fonts first: they are on the critical path, and the stylesheet that names them is tiny.
    ...paths.fonts.map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    ),
    `<link rel="stylesheet" href="${paths.stylesheet}">`,
    options.standalone ? '' : `<link rel="canonical" href="${e(canonical)}">`,
    // The same list the page's Link header comes from; a standalone page (the 404) has no twin to name.
    renderLinkElements(
      options.standalone ? siteDiscoveryLinks(site, { home: false }) : pageDiscoveryLinks(site, page),
    ),
    ...iconLinks(site).map((l) => `<link rel="${l.rel}" href="${e(l.href)}" type="${l.type}">`),
    // With a dark scheme the browser chrome follows it too; color-scheme lets the UA paint dark before the CSS.
    dark ? '<meta name="color-scheme" content="light dark">' : '',
    dark
      ? `<meta name="theme-color" content="${palette.bg}" media="(prefers-color-scheme: light)">\n<meta name="theme-color" content="${dark.bg}" media="(prefers-color-scheme: dark)">`
      : `<meta name="theme-color" content="${palette.bg}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${e(site.identity.name)}">`,
    `<meta property="og:title" content="${e(page.title)}">`,
    `<meta property="og:description" content="${e(page.description)}">`,
    options.standalone ? '' : `<meta property="og:url" content="${e(canonical)}">`,
    `<meta property="og:locale" content="${e(site.locale.ogLocale)}">`,
    ...renderSocialImage(site),
    `<meta name="twitter:title" content="${e(page.title)}">`,
    `<meta name="twitter:description" content="${e(page.description)}">`,
    options.standalone ? '' : renderJsonLdScripts(buildPageJsonLd(site, page.slug)),
    ...(options.scripts ?? []).map((src) => `<script src="${e(src)}" type="module"></script>`),
  ];
  return `<head>\n${lines.filter(Boolean).join('\n')}\n</head>`;
}
