// The shared HTML document: head metadata, skip link, header with navigation, main, and footer.
import type { Site, SitePage } from '../../content/site.js';
import { pageDiscoveryLinks } from '../../domain/discovery.js';
import { menuPages, pagePath } from '../../domain/pages.js';
import { findAsset } from '../content-assets.js';
import { renderLinkElements } from '../discovery-links.js';
import { buildPageJsonLd, renderJsonLdScripts } from '../json-ld.js';
import { ASSET_PATHS, iconLinks } from './assets.js';
import { escapeHtml } from './escape.js';
import { THEME_COLOR } from './styles.js';

/** Search results cut long titles; past this length the page title stands alone, without the site name. */
const MAX_TITLE = 70;

export interface DocumentParts {
  site: Site;
  page: SitePage;
  /** Everything inside <main>, already HTML. */
  main: string;
  scripts?: string[];
}

export function documentTitle(site: Site, page: SitePage): string {
  const full = `${page.title} | ${site.identity.name}`;
  return page.slug === 'index' || full.length > MAX_TITLE ? page.title : full;
}

/** The content's social card image for Open Graph and Twitter, with its size so crawlers need not fetch it first. */
function renderSocialImage(site: Site): string {
  const image = findAsset(site, site.identity.assets.ogImage);
  if (!image) return '<meta name="twitter:card" content="summary">';
  const url = escapeHtml(`${site.baseUrl}${image.url}`);
  return [
    `<meta property="og:image" content="${url}">`,
    image.width ? `<meta property="og:image:width" content="${image.width}">` : '',
    image.height ? `<meta property="og:image:height" content="${image.height}">` : '',
    `<meta property="og:image:alt" content="${escapeHtml(site.identity.name)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
  ]
    .filter(Boolean)
    .join('\n');
}

function renderHead(site: Site, page: SitePage, scripts: string[]): string {
  const e = escapeHtml;
  const base = site.baseUrl;
  const canonical = `${base}${pagePath(page.slug)}`;
  const title = documentTitle(site, page);
  return `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<meta name="description" content="${e(page.description)}">
<link rel="canonical" href="${e(canonical)}">
${renderLinkElements(pageDiscoveryLinks(site, page))}
${iconLinks(site)
  .map((l) => `<link rel="${l.rel}" href="${e(l.href)}" type="${l.type}">`)
  .join('\n')}
<link rel="stylesheet" href="${ASSET_PATHS.stylesheet}">
<meta name="theme-color" content="${THEME_COLOR}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${e(site.identity.name)}">
<meta property="og:title" content="${e(page.title)}">
<meta property="og:description" content="${e(page.description)}">
<meta property="og:url" content="${e(canonical)}">
<meta property="og:locale" content="${e(site.identity.language.replace('-', '_'))}">
${renderSocialImage(site)}
${renderJsonLdScripts(buildPageJsonLd(site, page.slug))}
${scripts.map((src) => `<script src="${e(src)}" defer></script>`).join('\n')}
</head>`.replace(/\n\n/g, '\n');
}

function renderHeader(site: Site, current: SitePage): string {
  const items = menuPages(site, 'main').map((p) => {
    const here = p.slug === current.slug ? ' aria-current="page"' : '';
    return `<li><a href="${pagePath(p.slug)}"${here}>${escapeHtml(p.nav)}</a></li>`;
  });
  return `<header class="site-header">
<div class="wrap">
<a class="brand" href="/">${renderBrandMark(site)}${escapeHtml(site.identity.name)}</a>
<nav class="nav" aria-label="Main">
<ul>
${items.join('\n')}
</ul>
</nav>
</div>
</header>`;
}

/** The content's logo (its intrinsic aspect ratio at header height), or the generated mark. */
function renderBrandMark(site: Site): string {
  const logo = findAsset(site, site.identity.assets.logo);
  if (!logo) return `<img src="${ASSET_PATHS.faviconSvg}" alt="" width="28" height="28">`;
  const width = logo.width && logo.height ? Math.round((28 * logo.width) / logo.height) : 28;
  return `<img src="${logo.url}" alt="" width="${width}" height="28">`;
}

const regionName = (code: string) => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

function renderFooter(site: Site): string {
  const { name, legalName, email, telephone, address: a } = site.identity;
  const locality = [a.addressLocality, [a.addressRegion, a.postalCode].filter(Boolean).join(' ')].join(', ');
  const legal = menuPages(site, 'footer').map(
    (p) => `<li><a href="${pagePath(p.slug)}">${escapeHtml(p.nav)}</a></li>`,
  );
  const social = site.identity.social.map(
    (s) => `<li><a href="${escapeHtml(s.url)}" rel="me">${escapeHtml(s.name)}</a></li>`,
  );
  // Hyphens in a phone number must not wrap; U+2011 is the non-breaking hyphen.
  const phone = telephone
    ? `<br><a href="tel:${escapeHtml(telephone.replace(/[^+\d]/g, ''))}">${escapeHtml(telephone.replace(/-/g, '\u2011'))}</a>`
    : '';
  return `<footer class="site-footer">
<div class="wrap footer-grid">
<div>
<h2>Contact</h2>
<address>
<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>${phone}<br>
${escapeHtml(legalName ?? name)}<br>
${escapeHtml(a.streetAddress)}<br>
${escapeHtml(locality)}<br>
${escapeHtml(regionName(a.addressCountry))}
</address>
</div>
<nav aria-label="Legal and developers">
<h2>About this site</h2>
<ul>
${legal.join('\n')}
<li><a href="/llms.txt">llms.txt for AI agents</a></li>
</ul>
</nav>
${social.length > 0 ? `<nav aria-label="Elsewhere">\n<h2>Elsewhere</h2>\n<ul>\n${social.join('\n')}\n</ul>\n</nav>` : ''}
</div>
<p class="wrap fine">${escapeHtml(site.identity.tagline)}</p>
</footer>`;
}

export function renderDocument({ site, page, main, scripts = [] }: DocumentParts): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(site.identity.language)}">
${renderHead(site, page, scripts)}
<body>
<a class="skip-link" href="#main">Skip to main content</a>
${renderHeader(site, page)}
<main id="main">
${main}
</main>
${renderFooter(site)}
</body>
</html>
`;
}
