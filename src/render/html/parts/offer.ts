// The offer as components: the hero's "what you get" card, deliverable cards, the offer card, fit columns.
import type { Site } from '../../../content/site.js';
import {
  buildOffer,
  describePriceTerms,
  formatDuration,
  formatMoney,
  formatNumber,
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

export function renderPriceFacts(site: Site): string {
  const offer = buildOffer(site);
  const model = offer.price.model ? ` <small>${e(offer.price.model)}</small>` : '';
  return `<dl class="facts">
<div><dt>Price</dt><dd>${e(formatMoney(offer.price.amount, offer.price.currency))}${model}</dd></div>
<div><dt>Duration</dt><dd>${e(formatDuration(offer))}</dd></div>
</dl>`;
}

export function renderWhatYouGetCard(site: Site): string {
  const offer = buildOffer(site);
  const items = offer.deliverables.map((d) => `<li>${ICONS.check}<span>${e(d.name)}</span></li>`).join('\n');
  return `<aside class="hero-card card" aria-labelledby="hero-card-title">
<h2 class="card-label" id="hero-card-title">What you get</h2>
${offer.summary ? `<p>${e(firstSentence(offer.summary))}</p>` : ''}
<ul class="check-list">
${items}
</ul>
</aside>`;
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
  const term = (icon: string, name: string, text: string | undefined) =>
    text ? `<div><dt>${icon}${name}</dt><dd>${e(text)}</dd></div>` : '';
  return `<div class="offer-card card">
<div class="offer-main">
<h3 class="offer-name">${e(offer.name)}</h3>
<p class="price">${e(formatMoney(offer.price.amount, offer.price.currency))}</p>
<p class="price-meta">${e(describePriceTerms(offer))}</p>
${renderActionButtons(site)}
</div>
<div class="offer-terms">
${offer.summary ? `<p class="offer-summary">${e(offer.summary)}</p>` : ''}
<dl class="terms">
${term(ICONS.shield, 'Guarantee', offer.guarantee)}
${term(ICONS.check, 'Credit', offer.credit)}
</dl>
</div>
</div>`.replace(/\n\n/g, '\n');
}

export function renderFitColumns(site: Site): string {
  const { bestFit, poorFit } = site.offer;
  const band = bestFit.revenueRange;
  const chips = [
    `${formatNumber(band.min)} to ${formatNumber(band.max)} ${band.currency} a year`,
    ...bestFit.roles,
  ].map((c) => `<li>${e(c)}</li>`);
  const poor = (poorFit ?? []).map((p) => `<li>${ICONS.cross}<span>${e(p)}</span></li>`);
  const tool = fitPage(site);
  const cta = tool
    ? `\n<div class="fit-cta">\n<p>${e(tool.description)}</p>\n<a class="button button-secondary" href="${pagePath(tool.slug)}">${e(tool.title)}</a>\n</div>`
    : '';
  return `<div class="fit-columns">
<div class="card fit-good">
<h3>${ICONS.check}Best fit</h3>
<p>${e(bestFit.description)}</p>
<ul class="fit-band">
${chips.join('\n')}
</ul>${cta}
</div>${
    poor.length
      ? `\n<div class="card fit-poor">\n<h3>${ICONS.cross}Poor fit</h3>\n<ul class="check-list cross-list">\n${poor.join('\n')}\n</ul>\n</div>`
      : ''
  }
</div>`;
}
