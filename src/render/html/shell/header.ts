// The top of every page: the one-line pointer for agents, then brand, main menu and the primary action;
// on phones the menu is a <details> disclosure, which opens and closes without JavaScript.
import type { Site, SitePage } from '../../../content/site.js';
import { buildOffer } from '../../../domain/offer.js';
import { pagePath } from '../../../domain/pages.js';
import { siteLook } from '../assets.js';
import { escapeHtml as e } from '../escape.js';
import { ICONS } from '../parts/icons.js';
import { menuPages } from './nav.js';

export function renderAgentNote(site: Site): string {
  return `<div class="agent-note"><p class="wrap">AI agents: start at <a href="${e(site.baseUrl)}/llms.txt">/llms.txt</a>, a plain-text index of this site; every page is also available as Markdown.</p></div>`;
}

function navList(site: Site, current: SitePage | undefined): string {
  return menuPages(site, 'main')
    .map((p) => {
      const here = p.slug === current?.slug ? ' aria-current="page"' : '';
      return `<li><a href="${pagePath(p.slug)}"${here}>${e(p.nav)}</a></li>`;
    })
    .join('\n');
}

function brandMark(site: Site): string {
  const logo = (site.identity as { assets?: { logoUrl?: string } }).assets?.logoUrl;
  return `<img src="${e(logo ?? siteLook(site).paths.faviconSvg)}" alt="" width="32" height="32">`;
}

export function renderBrand(site: Site): string {
  return `<a class="brand" href="/">${brandMark(site)}<span>${e(site.identity.name)}</span></a>`;
}

export function renderHeader(site: Site, current: SitePage | undefined): string {
  const checkout = buildOffer(site).actions?.checkout;
  const items = navList(site, current);
  const cta = checkout
    ? `<a class="button button-primary button-small" href="${e(checkout.url)}">${e(checkout.name)}</a>`
    : '';
  return `<header class="site-header">
<div class="wrap header-bar">
${renderBrand(site)}
<nav class="nav" aria-label="Main">
<ul>
${items}
</ul>
</nav>
${cta.replace('class="button', 'class="header-cta button')}
<details class="menu">
<summary>${ICONS.menu}<span>Menu</span></summary>
<nav class="menu-panel" aria-label="Menu">
<ul>
${items}
</ul>
${cta}
</nav>
</details>
</div>
</header>`;
}
