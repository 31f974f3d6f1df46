// The top of every page: brand, main menu and the content's primary action (a call unless it says otherwise);
// on phones the menu is a <details> disclosure, which opens and closes without JavaScript.
import type { Site, SitePage } from '../../../content/site.js';
import { handoffUrl } from '../../../domain/handoff.js';
import { buildOffer } from '../../../domain/offer.js';
import { menuPages, pagePath } from '../../../domain/pages.js';
import { findAsset } from '../../content-assets.js';
import { siteLook } from '../assets.js';
import { escapeHtml as e } from '../escape.js';
import { primaryActionKey } from '../parts/actions.js';
import { ICONS } from '../parts/icons.js';

function navList(site: Site, current: SitePage | undefined): string {
  return menuPages(site, 'main')
    .map((p) => {
      const here = p.slug === current?.slug ? ' aria-current="page"' : '';
      return `<li><a href="${pagePath(p.slug)}"${here}>${e(p.nav)}</a></li>`;
    })
    .join('\n');
}

/** A logo at least twice as wide as it is high is a wordmark: it already spells the name. */
const WORDMARK_RATIO = 2;

/** The owner's logo at its own proportions (32 px high), or the generated mark; and whether it is a wordmark. */
function brandMark(site: Site): { img: string; wordmark: boolean } {
  const logo = findAsset(site, site.identity.assets.logo);
  if (!logo) {
    return {
      img: `<img src="${siteLook(site).paths.faviconSvg}" alt="" width="32" height="32">`,
      wordmark: false,
    };
  }
  const ratio = logo.width && logo.height ? logo.width / logo.height : 1;
  return {
    img: `<img src="${e(logo.url)}" alt="" width="${Math.round(32 * ratio)}" height="32">`,
    wordmark: ratio >= WORDMARK_RATIO,
  };
}

/**
 * Logo and name. A wordmark stands alone (the name stays for screen readers); on the narrowest phones and beside
 * a full menu on small laptops the short name replaces a long one, so the header never runs off the screen.
 */
export function renderBrand(site: Site): string {
  const { name, shortName } = site.identity;
  const mark = brandMark(site);
  // A wordmark's name is for screen readers only, so it needs no short form (text extraction would read both).
  const short =
    shortName && shortName !== name && !mark.wordmark
      ? `<span class="brand-full">${e(name)}</span>\n<span class="brand-short" aria-hidden="true">${e(shortName)}</span>`
      : e(name);
  const cls = mark.wordmark ? 'brand-name visually-hidden' : 'brand-name';
  return `<a class="brand${mark.wordmark ? ' brand-wordmark' : ''}" href="/">${mark.img}<span class="${cls}">${short}</span></a>`;
}

export function renderHeader(site: Site, current: SitePage | undefined): string {
  const key = primaryActionKey(site);
  const primary = buildOffer(site).actions?.[key];
  const items = navList(site, current);
  const nav = site.words.nav;
  const cta = primary
    ? `<a class="button button-primary button-small" href="${e(handoffUrl(site, key, 'web'))}">${e(primary.name)}</a>`
    : '';
  return `<header class="site-header">
<div class="wrap header-bar">
${renderBrand(site)}
<nav class="nav" aria-label="${e(nav.main)}">
<ul>
${items}
</ul>
</nav>
${cta.replace('class="button', 'class="header-cta button')}
<details class="menu">
<summary>${ICONS.menu}${ICONS.close}<span class="menu-label">${e(nav.menu)}</span>
<span class="menu-close">${e(nav.close)}</span></summary>
<nav class="menu-panel" aria-label="${e(nav.menu)}">
${cta}
<ul>
${items}
</ul>
</nav>
</details>
</div>
</header>`;
}
