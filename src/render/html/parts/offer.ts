// The offer as components: the hero's price line, deliverable cards, the offer card, fit columns.
import type { Site } from '../../../content/site.js';
import { buildOffer, formatDuration, formatMoney } from '../../../domain/offer.js';
import { fitPage, pagePath } from '../../../domain/pages.js';
import { DESIGN_WORDS } from '../design-words.js';
import { escapeHtml as e } from '../escape.js';
import { renderActionButtons } from './actions.js';
import { formatCompact } from './compact-number.js';
import { ICONS } from './icons.js';

/** The first sentence of a text, for places that have room for one line. */
export function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(text.trim());
  return match?.[1] ?? text.trim();
}

/** "one week" or "3 weeks": the duration as the price line says it. */
function durationWords(site: Site): string {
  const offer = buildOffer(site);
  return offer.duration.value === 1 ? DESIGN_WORDS.durationOne(offer.duration.unit) : formatDuration(offer);
}

/** "one week · fixed price": the hero's line and the offer card say the terms the same way. */
function priceTerms(site: Site): string {
  const { model } = buildOffer(site).price;
  return [durationWords(site), model ? `${model} price` : ''].filter(Boolean).join(' · ');
}

/** One confident line: "USD 12,000 · one week · fixed price", the amount in bold; no chips that look like filters. */
export function renderPriceLine(site: Site): string {
  const offer = buildOffer(site);
  return `<p class="price-line"><strong>${e(formatMoney(offer.price.amount, offer.price.currency))}</strong> · ${e(priceTerms(site))}</p>`;
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
<p class="price">${e(formatMoney(offer.price.amount, offer.price.currency))}</p>
<p class="price-meta">${e(priceTerms(site))}</p>
${renderActionButtons(site, ['checkout', 'call', 'email'], '', 'checkout')}
</div>
<div class="offer-terms">
${offer.summary ? `<p class="offer-summary">${e(offer.summary)}</p>` : ''}
<dl class="terms">
${term(ICONS.shield, 'Guarantee', offer.guarantee, 'guarantee')}
${term(ICONS.check, 'Credit', offer.credit)}
</dl>
</div>
</div>`.replace(/\n\n/g, '\n');
}

export function renderFitColumns(site: Site): string {
  const { bestFit, poorFit } = site.offer;
  const band = bestFit.revenueRange;
  // "USD 1M–5M a year": the band at a glance; the exact figures are in the criteria and the API.
  const chips = [
    `${band.currency} ${formatCompact(band.min)}–${formatCompact(band.max)} a year`,
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
