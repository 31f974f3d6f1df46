// The offer as components: the hero's price line, deliverable cards, the offer card, fit columns.
import type { Site } from '../../../content/site.js';
import {
  buildOffer,
  describePriceTerms,
  describeRevenueBandCompact,
  formatPrice,
} from '../../../domain/offer.js';
import { fitPage, pagePath } from '../../../domain/pages.js';
import { escapeHtml as e } from '../escape.js';
import { renderActionButtons } from './actions.js';
import { ICONS } from './icons.js';

/** The first sentence of a text, for places that have room for one line. */
export function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(text.trim());
  return match?.[1] ?? text.trim();
}

/** One confident line: "USD 12,000 · 1 week · fixed price", the amount in bold; no chips that look like filters. */
export function renderPriceLine(site: Site): string {
  // The one-line summary restates the offer card's facts for people; the twin states them once, in its offer.
  return `<p class="price-line" data-markdown-ignore><strong>${e(formatPrice(site))}</strong> · ${e(describePriceTerms(site))}</p>`;
}

export function renderDeliverableCards(site: Site): string {
  const cards = buildOffer(site).deliverables.map(
    (d, i) => `<li class="card">
<p class="deliverable-number" aria-hidden="true">${String(i + 1).padStart(2, '0')}</p>
<h3>${e(d.name)}</h3>
<p>${e(d.description)}</p>
</li>`,
  );
  return `<ul class="deliverables">\n${cards.join('\n')}\n</ul>`;
}

export function renderOfferCard(site: Site): string {
  const offer = buildOffer(site);
  const term = (icon: string, name: string, text: string | undefined, id = '') =>
    text ? `<div${id ? ` id="${id}"` : ''}><dt>${icon}${name}</dt><dd>${e(text)}</dd></div>` : '';
  return `<div class="offer-card card">
<div class="offer-main">
<h3 class="offer-name">${e(offer.name)}</h3>
<p class="price">${e(formatPrice(site))}</p>
<p class="price-meta">${e(describePriceTerms(site))}</p>
${renderActionButtons(site, ['checkout', 'call', 'email'], '', 'checkout')}
</div>
<div class="offer-terms">
${offer.summary ? `<p class="offer-summary">${e(offer.summary)}</p>` : ''}
<dl class="terms">
${term(ICONS.shield, e(site.words.offer.guarantee), offer.guarantee, 'guarantee')}
${term(ICONS.check, e(site.words.offer.credit), offer.credit)}
</dl>
</div>
</div>`.replace(/\n\n/g, '\n');
}

export function renderFitColumns(site: Site): string {
  const { bestFit, poorFit } = site.offer;
  const w = site.words.fitColumns;
  // "USD 1M–5M a year": the band at a glance; the exact figures are in the criteria and the API.
  const chips = [describeRevenueBandCompact(site), ...bestFit.roles].map((c) => `<li>${e(c)}</li>`);
  const poor = (poorFit ?? []).map((p) => `<li>${ICONS.cross}<span>${e(p)}</span></li>`);
  const tool = fitPage(site);
  const cta = tool
    ? `\n<div class="fit-cta">\n<p>${e(tool.description)}</p>\n<a class="button button-secondary" href="${pagePath(tool.slug)}">${e(tool.title)}</a>\n</div>`
    : '';
  return `<div class="fit-columns">
<div class="card fit-good">
<h3>${ICONS.check}${e(w.bestFit)}</h3>
<p>${e(bestFit.description)}</p>
<ul class="fit-band">
${chips.join('\n')}
</ul>${cta}
</div>${
    poor.length
      ? `\n<div class="card fit-poor">\n<h3>${ICONS.cross}${e(w.poorFit)}</h3>\n<ul class="check-list cross-list">\n${poor.join('\n')}\n</ul>\n</div>`
      : ''
  }
</div>`;
}
