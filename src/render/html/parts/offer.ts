// The offer as components: the hero's price line, deliverable cards, the offer card, fit columns.
import type { Site } from '../../../content/site.js';
import {
  buildOffer,
  describePriceTerms,
  describeRevenueBandCompact,
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
 * The guarantee as one promise: the content's short form, else the guarantee's own label ("Midweek exit: …"),
 * else its first sentence when short, else a generic "Guarantee included." Plain text: escape where placed.
 */
export function describeGuaranteeShort(site: Site, guarantee: string): string {
  if (site.offer.guaranteeShort) return site.offer.guaranteeShort;
  const label = /^([^:.]{3,40}):\s/.exec(guarantee)?.[1];
  if (label) return label;
  const sentence = firstSentence(guarantee);
  return sentence.length <= 90 ? sentence : site.words.offer.guaranteeIncluded;
}

/**
 * The guarantee's one promise shows and its full terms open below it: the terms are the longest text on the
 * card. The promise restates the terms for people, so the twin comparison skips it (data-markdown-ignore).
 */
function renderGuarantee(site: Site, guarantee: string): string {
  const w = site.words.offer;
  return `<div id="guarantee"><dt>${ICONS.shield}${e(w.guarantee)}</dt><dd><details class="terms-more">
<summary data-markdown-ignore><strong>${e(describeGuaranteeShort(site, guarantee))}</strong> <span class="more">${e(w.guaranteeTerms)}</span></summary>
<p>${e(guarantee)}</p>
</details></dd></div>`;
}

/** `afterHero`: on the home page the hero already shows the summary's first sentence, so the card says the rest. */
export function renderOfferCard(site: Site, afterHero = false): string {
  const offer = buildOffer(site);
  const summary = offer.summary && afterHero ? afterFirstSentence(offer.summary) : offer.summary;
  const term = (icon: string, name: string, text: string | undefined) =>
    text ? `<div><dt>${icon}${name}</dt><dd>${e(text)}</dd></div>` : '';
  return `<div class="offer-card card">
<div class="offer-main">
<h3 class="offer-name">${e(offer.name)}</h3>
<p class="price">${e(formatPrice(site))}</p>
<p class="price-meta">${e(describePriceTerms(site))}</p>
${renderActionButtons(site, ['checkout', 'call', 'email'], '', 'checkout')}
</div>
<div class="offer-terms">
${summary ? `<p class="offer-summary">${e(summary)}</p>` : ''}
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
<div><dt>${e(w.revenue)}</dt><dd>${e(describeRevenueBandCompact(site))}</dd></div>
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
