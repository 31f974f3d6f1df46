// The Offer resource, derived from offer.yaml and site.yaml (provider, links, e-mail), plus its duration format.
import { spellAnswer } from '../content/fit-criteria.js';
import type { Site } from '../content/site.js';
import { perSite } from '../content/site-cache.js';
import { fillWords } from '../content/words/fill.js';
import { type ActionKey, type HandoffVia, handoffsVaryByVia, handoffUrl, ownerLink } from './handoff.js';
import type { Offer } from './schemas.js';

/** "1 week", "2 Wochen": the offer's duration in the site's language. */
export function formatDuration(site: Site): string {
  const { value, unit } = site.offer.duration;
  return site.locale.duration(value, unit);
}

/**
 * The offer's price in the site's language, with the currency as code or symbol as the owner chose, and
 * whether it includes VAT when offer.yaml says ("EUR 8,500 excl. VAT", "8 500 € HT").
 */
export function formatPrice(site: Site): string {
  // One wording for every surface: the {{price}} token's (src/content/tokens.ts).
  return site.tokens.price;
}

/** "fixed price": a known pricing model in the site's words, any other as written, '' when there is none. */
export function describePriceModel(site: Site): string {
  const { model } = site.offer.price;
  if (!model) return '';
  const models: Readonly<Record<string, string>> = site.words.offer.priceModels;
  return Object.hasOwn(models, model) ? (models[model] ?? model) : model;
}

/** "1 week · fixed price": the duration and the pricing model, as the hero, the offer card and the twin write them. */
export function describePriceTerms(site: Site): string {
  return [formatDuration(site), describePriceModel(site)].filter(Boolean).join(' · ');
}

/** "Founder, CEO and head of sales": the best-fit roles as a fact standing alone (the fit columns), spelled as criteria spell answers. */
export function describeRoles(site: Site): string {
  const list = site.locale.list(site.offer.bestFit.roles.map((r) => spellAnswer(r, site.locale.tag)));
  return list.charAt(0).toLocaleUpperCase(site.locale.tag) + list.slice(1);
}

/** "USD 1,000,000–5,000,000 a year": the best-fit revenue band in the site's words. */
export function describeRevenueBand(site: Site): string {
  const { min, max, currency } = site.offer.bestFit.revenueRange;
  return fillWords(site.words.fitColumns.revenueBand, { band: site.locale.moneyRange(min, max, currency) });
}

/**
 * The Offer resource, built once per site: /api/offer, every page's action buttons and each fit result page
 * read it, and rebuilding it was ~2% of a fit result page's time (V8 CPU profile under load). Frozen, since
 * every caller shares it.
 */
export const buildOffer = perSite('offer', (site): Offer => Object.freeze(writeOffer(site)));

function writeOffer(site: Site): Offer {
  // Field by field: offer.yaml also holds what only the fit check reads (criteria, wording), never sent here.
  const { id, name, summary, price, duration, guarantee, credit, deliverables, bestFit, poorFit, actions } =
    site.offer;
  const action = (key: ActionKey) => {
    // Field by field: `handoff` is the owner's setting, not part of the contract's Action.
    const { name, method } = actions[key];
    return { name, url: ownerLink(site, key), ...(method ? { method } : {}) };
  };
  return {
    id,
    name,
    // Written once, in site.yaml: the provider is the organisation that runs the site.
    provider: site.identity.name,
    ...(summary ? { summary } : {}),
    // display is how pages show the price, not part of the contract's Money.
    price: {
      amount: price.amount,
      currency: price.currency,
      ...(price.model ? { model: price.model } : {}),
      ...(price.taxIncluded !== undefined ? { taxIncluded: price.taxIncluded } : {}),
    },
    duration,
    ...(guarantee ? { guarantee } : {}),
    ...(credit ? { credit } : {}),
    deliverables,
    bestFit,
    ...(poorFit ? { poorFit } : {}),
    actions: { checkout: action('checkout'), call: action('call'), email: action('email') },
  };
}

export type { ActionKey } from './handoff.js';
export type OfferAction = NonNullable<Offer['actions']>[ActionKey] & { key: ActionKey };

/** Per surface, only when an action opts into /go/ links or attribution: the offer with that surface's links. */
const offersByVia = perSite('offer-by-via', () => new Map<HandoffVia, Offer>());

/**
 * The Offer as surface `via` gives it: the owner's exact links (buildOffer's object itself) unless an action
 * opts into /go/ links or attribution (src/domain/handoff.ts).
 */
export function offerFor(site: Site, via: HandoffVia): Offer {
  const exact = buildOffer(site);
  if (!handoffsVaryByVia(site) || !exact.actions) return exact;
  const kept = offersByVia(site);
  let offer = kept.get(via);
  if (!offer) {
    const actions = exact.actions;
    const at = (key: ActionKey) => ({ ...actions[key], url: handoffUrl(site, key, via) });
    offer = Object.freeze({
      ...exact,
      actions: { checkout: at('checkout'), call: at('call'), email: at('email') },
    });
    kept.set(via, offer);
  }
  return offer;
}

/** The offer's actions in the order a buyer meets them (pay, talk first, or write), with `via`'s links. */
export function listActions(site: Site, via: HandoffVia): OfferAction[] {
  const { actions } = buildOffer(site);
  if (!actions) return [];
  return (['checkout', 'call', 'email'] as const).map((key) => ({
    key,
    ...actions[key],
    url: handoffUrl(site, key, via),
  }));
}
