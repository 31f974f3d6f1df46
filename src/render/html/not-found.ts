// The 404 page for browsers: the site's header and footer, a short explanation and the ways on.
import type { Site, SitePage } from '../../content/site.js';
import { handoffUrl } from '../../domain/handoff.js';
import { buildOffer } from '../../domain/offer.js';
import { menuPages, pagePath } from '../../domain/pages.js';
import { siteLook } from './assets.js';
import { escapeHtml as e } from './escape.js';
import { renderDocument } from './layout.js';
import { primaryActionKey } from './parts/actions.js';

/** Built once per site: it echoes nothing from the request, so every unknown path gets the same bytes. */
export function renderNotFoundHtml(site: Site): string {
  const home = site.pages.find((p) => p.slug === 'index');
  const w = site.words.notFound;
  const page: SitePage = {
    slug: '404',
    title: w.title,
    description: w.description,
    updated: home?.updated ?? '1970-01-01',
    nav: w.nav,
    menu: 'none',
    body: '',
    file: '',
  };
  // People who followed a dead link get home, the site's first action and its pages in words; the machine formats
  // (sitemap, llms.txt) are for agents, who find them in the footer's row and the head.
  const key = primaryActionKey(site);
  const primary = buildOffer(site).actions?.[key];
  const main = `<div class="page-head">
<div class="wrap">
<p class="kicker">${e(w.kicker)}</p>
<h1 id="page-title">${e(w.heading)}</h1>
<p class="lede">${e(w.lede)}</p>
<ul class="actions">
<li><a class="button button-primary" href="/">${e(w.home)}</a></li>${
    primary
      ? `\n<li><a class="button button-secondary" href="${e(handoffUrl(site, key, 'web'))}">${e(primary.name)}</a></li>`
      : ''
  }
</ul>
</div>
</div>
<div class="page-body">
<div class="wrap">
<h2 class="card-label">${e(w.pages)}</h2>
<ul class="feature-list page-links">
${menuPages(site, 'main')
  .map(
    (p) =>
      `<li><a href="${pagePath(p.slug)}"><strong>${e(p.title)}</strong></a><p>${e(p.description)}</p></li>`,
  )
  .join('\n')}
</ul>
</div>
</div>`;
  // An agent that followed a dead link still finds list_pages and get_page here.
  const scripts = [siteLook(site).paths.webMcpScript];
  return renderDocument({ site, page, main, standalone: true, scripts });
}
