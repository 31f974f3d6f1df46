// Server-rendered HTML for a content page: the home page's bands, the self-check tool, or a reading page
// (title block, prose at a comfortable measure, and an aside with the page's contents and the offer).
import type { Site, SitePage } from '../../content/site.js';
import { buildOffer, describePriceTerms, formatPrice } from '../../domain/offer.js';
import { siteLook } from './assets.js';
import { splitSections } from './body.js';
import { escapeHtml as e } from './escape.js';
import { type FitPageState, renderFitPage } from './fit-page.js';
import { renderHomeMain } from './home.js';
import { copyScriptWords, renderDocument } from './layout.js';
import { pageHead, renderProse } from './page-prose.js';
import { primaryActionKey, renderActionButtons } from './parts/actions.js';

// The first version of this module exported these helpers; other renderers may still import them from here.
export { escapeHtml } from './escape.js';
export { renderMarkdownHtml } from './markdown.js';

/**
 * The offer beside reading pages: name, price and terms on their own lines (a narrow card would wrap the one-line
 * form before a "·"), and the primary action only (the checkout is elsewhere). It restates the offer for people.
 */
function renderOfferAside(site: Site): string {
  const offer = buildOffer(site);
  return `<div class="card offer-mini" data-markdown-ignore>
<p class="card-label">${e(offer.name)}</p>
<p class="offer-mini-price"><strong>${e(formatPrice(site))}</strong>
<span>${e(describePriceTerms(site))}</span></p>
${renderActionButtons(site, [primaryActionKey(site)])}
</div>`;
}

function renderReadingMain(site: Site, page: SitePage): string {
  const { intro, sections } = splitSections(page.body);
  const w = site.words.page;
  const toc =
    sections.length > 2
      ? `<nav class="toc" aria-label="${e(w.onThisPage)}">\n<h2>${e(w.onThisPage)}</h2>\n<ul>\n${sections
          .map((s) => `<li><a href="#${e(s.id)}">${e(s.title.replace(/[*_`]/g, ''))}</a></li>`)
          .join('\n')}\n</ul>\n</nav>\n`
      : '';
  // Footer-only pages (privacy, legal) carry no sales card: they are read for their facts.
  const offer = page.menu === 'footer' ? '' : renderOfferAside(site);
  const aside =
    toc || offer ? `\n<aside class="page-aside" aria-label="${e(page.nav)}">\n${toc}${offer}\n</aside>` : '';
  return `${pageHead(site, page)}
<div class="page-body">
<div class="wrap grid">
<div class="prose">
${renderProse(site, page, intro, sections)}
</div>${aside}
</div>
</div>`;
}

/**
 * Every page offers the in-browser agent tools (a browser agent on the home page should find get_offer): one
 * small module script (deferred, as modules are), cached for a year, that does nothing unless the browser
 * has a model context.
 */
export function renderPageHtml(site: Site, page: SitePage, fit: FitPageState = { values: {} }): string {
  const { paths } = siteLook(site);
  if (page.tool === 'fit') return renderFitPage(site, page, fit);
  const main = page.slug === 'index' ? renderHomeMain(site, page) : renderReadingMain(site, page);
  // Every code block, fenced or indented, gets the copy button (and the CSS keeps its room on every <pre>).
  const code = main.includes('<pre><code');
  if (!code) return renderDocument({ site, page, main, scripts: [paths.webMcpScript] });
  const scripts = [paths.copyScript, paths.webMcpScript];
  return renderDocument({ site, page, main, scripts, scriptWords: copyScriptWords(site) });
}
