// Server-rendered HTML for a content page: the home page's bands, the self-check tool, or a reading page
// (title block, prose at a comfortable measure, and an aside with the page's contents and the offer).
import type { Site, SitePage } from '../../content/site.js';
import { buildOffer, describePriceTerms, formatPrice } from '../../domain/offer.js';
import { siteLook } from './assets.js';
import { type BodySection, faqItems, renderBodyHtml, renderFaq, splitSections } from './body.js';
import { escapeHtml as e } from './escape.js';
import { type FitFormValues, renderFitForm } from './fit-form.js';
import { type FitOutcome, renderFitOutcome } from './fit-result.js';
import { renderHomeMain } from './home.js';
import { renderDocument } from './layout.js';
import { primaryActionKey, renderActionButtons } from './parts/actions.js';

// The first version of this module exported these helpers; other renderers may still import them from here.
export { escapeHtml } from './escape.js';
export { renderMarkdownHtml } from './markdown.js';

export interface FitPageState {
  values: FitFormValues;
  outcome?: FitOutcome;
}

function pageHead(site: Site, page: SitePage, extraClass = ''): string {
  // The fit page is rendered per request and has no date to show: no formatting there.
  const updated = page.tool
    ? ''
    : `<p class="page-updated">${e(site.words.page.updated)} <time datetime="${e(page.updated)}">${e(site.locale.date(page.updated))}</time></p>`;
  return `<div class="page-head${extraClass}">
<div class="wrap">
<h1 id="page-title">${e(page.title)}</h1>
<p class="lede">${e(page.description)}</p>
${updated}
</div>
</div>`;
}

/** One `##` section in its own element: below the first screen it skips layout until read (prose-section). */
function renderSection(site: Site, page: SitePage, s: BodySection): string {
  const faq = faqItems(s.markdown);
  const body = faq ? renderFaq(site, page, faq) : renderBodyHtml(site, page, s.markdown);
  return `<section class="prose-section">\n<h2 id="${e(s.id)}">${renderBodyHtml(site, page, s.title)
    .trim()
    .replace(/^<p>([\s\S]*)<\/p>$/, '$1')}</h2>\n${body}</section>`;
}

function renderProse(site: Site, page: SitePage, intro: string, sections: BodySection[]): string {
  const parts = [
    intro ? renderBodyHtml(site, page, intro) : '',
    ...sections.map((s) => renderSection(site, page, s)),
  ];
  return parts.filter(Boolean).join('\n');
}

/**
 * The offer beside reading pages: name, price and terms on their own lines (a narrow card would wrap the one-line
 * form before a "·"), and the primary action only (the checkout is elsewhere). It restates the offer for people.
 */
function renderOfferAside(site: Site): string {
  const offer = buildOffer(site);
  return `<div class="card offer-mini" data-markdown-ignore>
<p class="card-label">${e(offer.name)}</p>
<p class="offer-mini-price"><strong>${e(formatPrice(site))}</strong><span>${e(describePriceTerms(site))}</span></p>
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

function renderFitMain(site: Site, page: SitePage, state: FitPageState): string {
  const { intro, sections } = splitSections(page.body);
  const issues = state.outcome?.kind === 'problems' ? state.outcome.issues : [];
  // The form comes right under the title, in the first screen at every width; the explanations follow it.
  return `${pageHead(site, page, ' page-head-tool')}
<div class="page-body page-body-tool">
<div class="wrap">
<div class="grid fit-tool">
${renderFitForm(site, state.values, issues)}
${renderFitOutcome(site, state.outcome, state.values.role)}
</div>
<div class="prose">
${renderProse(site, page, intro, sections)}
</div>
</div>
</div>`;
}

/**
 * Every page offers the in-browser agent tools (a browser agent on the home page should find get_offer): one
 * small deferred file, cached for a year, that does nothing unless the browser has a model context.
 */
export function renderPageHtml(site: Site, page: SitePage, fit: FitPageState = { values: {} }): string {
  const { paths } = siteLook(site);
  if (page.tool === 'fit') {
    const scripts = [paths.fitScript, paths.webMcpScript];
    return renderDocument({ site, page, main: renderFitMain(site, page, fit), scripts });
  }
  const code = /^(```|~~~)/m.test(page.body);
  const main = page.slug === 'index' ? renderHomeMain(site, page) : renderReadingMain(site, page);
  const scripts = code ? [paths.copyScript, paths.webMcpScript] : [paths.webMcpScript];
  return renderDocument({ site, page, main, scripts });
}
