// The offer as components: the hero's price line, deliverable cards, the offer card, fit columns.
import type { Site } from '../../../content/site.js';
import {
  buildOffer,
  describePriceTerms,
  describeRevenueBand,
  describeRoles,
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
  return `<ol class="deliverables">\n${cards.join('\n')}\n</ol>`;
}

/** Everything after the first sentence: what the hero, which shows that sentence, has not said yet. */
export function afterFirstSentence(text: string): string {
  return text.trim().slice(firstSentence(text).length).trim();
}

/**
 * The guarantee as one promise: the content's short form, else its first sentence when short (after a label such
 * as "Midweek exit:", which names the guarantee but promises nothing), else (and for dated steps) a generic
 * "Guarantee included."
 * Plain text: escape where placed.
 */
export function describeGuaranteeShort(site: Site, guarantee: string): string {
  if (site.offer.guaranteeShort) return site.offer.guaranteeShort;
  // Dated steps are terms, not a promise: their first step alone would promise something out of its context.
  if (site.offer.guaranteeSteps) return site.words.offer.guaranteeIncluded;
  const label = /^[^:.]{3,40}:\s+/.exec(guarantee)?.[0] ?? '';
  const rest = guarantee.slice(label.length);
  const sentence = firstSentence(rest.charAt(0).toLocaleUpperCase() + rest.slice(1));
  return sentence.length <= 110 ? sentence : site.words.offer.guaranteeIncluded;
}

/** A step "Thursday, 12:00 noon: tell us …" as its date in bold and what happens then. */
function renderStep(step: string): string {
  const colon = step.indexOf(': ');
  if (colon < 1 || colon > 60) return `<li>${e(step)}</li>`;
  return `<li><strong>${e(step.slice(0, colon + 1))}</strong> ${e(step.slice(colon + 2))}</li>`;
}

/**
 * The guarantee's one promise shows and its full terms open below it: the terms are the longest text on the
 * card. The promise restates the terms for people, so the twin comparison skips it (data-markdown-ignore). The
 * hero's link points inside the closed details (#guarantee), and browsers open a details element to show a
 * fragment inside it: one click from the hero to the terms, read.
 */
function renderGuarantee(site: Site, guarantee: string): string {
  const w = site.words.offer;
  const steps = site.offer.guaranteeSteps;
  const terms = steps
    ? `<ol class="guarantee-steps">\n${steps.map(renderStep).join('\n')}\n</ol>`
    : `<p>${e(guarantee)}</p>`;
  return `<div><dt>${ICONS.shield}${e(w.guarantee)}</dt><dd><details class="terms-more">
<summary data-markdown-ignore><strong>${e(describeGuaranteeShort(site, guarantee))}</strong> <span class="more">${e(w.guaranteeTerms)}</span></summary>
<div id="guarantee" class="guarantee-terms">
${terms}
</div>
</details></dd></div>`;
}

/** `afterHero`: on the home page the hero already shows the summary's first sentence, so the card says the rest. */
export function renderOfferCard(site: Site, afterHero = false): string {
  const offer = buildOffer(site);
  const summary = offer.summary && afterHero ? afterFirstSentence(offer.summary) : offer.summary;
  const term = (icon: string, name: string, text: string | undefined) =>
    text ? `<div><dt>${icon}${name}</dt><dd>${e(text)}</dd></div>` : '';
  // Three zones, read left to right on wide screens: what it is and costs, the terms, the actions; on phones the
  // actions follow the price. However short an owner's terms, no zone is left half empty.
  return `<div class="offer-card card">
<div class="offer-main">
<h3 class="offer-name">${e(offer.name)}</h3>
<p class="price">${e(formatPrice(site))}</p>
<p class="price-meta">${e(describePriceTerms(site))}</p>
</div>
<div class="offer-actions">
${renderActionButtons(site, ['checkout', 'call', 'email'], '', 'checkout')}
</div>
<div class="offer-terms">
${summary ? `<p class="offer-summary${afterHero ? ' offer-summary-rest' : ''}">${e(summary)}</p>` : ''}
<dl class="terms">
${offer.guarantee ? renderGuarantee(site, offer.guarantee) : ''}
${term(ICONS.check, e(site.words.offer.credit), offer.credit)}
</dl>
</div>
</div>`.replace(/\n\n/g, '\n');
}

export function renderFitColumns(site: Site): string {
  const { bestFit, poorFit } = site.offer;
  const w = site.words.fitColumns;
  // Two facts, not a row of pills that read as filters: "USD 1M–5M a year" at a glance (the exact figures are
  // in the criteria and the API), and the roles as words ("thought leader", not the id "thought-leader").
  const roles = describeRoles(site);
  // A restatement for people of what the twin lists as Roles and revenue: left out of the twins' parity.
  const facts = `<dl class="fit-facts" data-markdown-ignore>
<div><dt>${e(w.revenue)}</dt><dd>${e(describeRevenueBand(site))}</dd></div>
<div><dt>${e(w.roles)}</dt><dd>${e(roles)}</dd></div>
</dl>`;
  const poor = (poorFit ?? []).map((p) => `<li>${ICONS.cross}<span>${e(p)}</span></li>`);
  const tool = fitPage(site);
  const cta = tool
    ? `\n<div class="fit-cta">\n<p>${e(tool.description)}</p>\n<a class="button button-secondary" href="${pagePath(tool.slug)}">${e(tool.title)}</a>\n</div>`
    : '';
  return `<div class="fit-columns">
<div class="card fit-good">
<h3>${ICONS.check}${e(w.bestFit)}</h3>
<p>${e(bestFit.description)}</p>
${facts}${cta}
</div>${
    poor.length
      ? `\n<div class="card fit-poor">\n<h3>${ICONS.cross}${e(w.poorFit)}</h3>\n<ul class="check-list cross-list">\n${poor.join('\n')}\n</ul>\n</div>`
      : ''
  }
</div>`;
}
