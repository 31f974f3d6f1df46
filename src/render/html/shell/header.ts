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

/** The owner's logo at its own proportions (32 px high), or the generated mark. */
function brandMark(site: Site): string {
  const logo = findAsset(site, site.identity.assets.logo);
  if (!logo) return `<img src="${siteLook(site).paths.faviconSvg}" alt="" width="32" height="32">`;
  const width = logo.width && logo.height ? Math.round((32 * logo.width) / logo.height) : 32;
  return `<img src="${e(logo.url)}" alt="" width="${width}" height="32">`;
}

export function renderBrand(site: Site): string {
  return `<a class="brand" href="/">${brandMark(site)}<span class="brand-name">${e(site.identity.name)}</span></a>`;
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
<summary>${ICONS.menu}<span>${e(nav.menu)}</span></summary>
<nav class="menu-panel" aria-label="${e(nav.menu)}">
<ul>
${items}
</ul>
${cta}
</nav>
</details>
</div>
</header>`;
}
