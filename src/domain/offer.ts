// The Offer resource, derived from offer.yaml and site.yaml (provider, links, e-mail), plus its duration format.
import { formatNumber } from '../content/format.js';
import type { Site } from '../content/site.js';
import type { Offer } from './schemas.js';

export { formatMoney, formatNumber } from '../content/format.js';

export function formatDuration(offer: Pick<Offer, 'duration'>): string {
  const { value, unit } = offer.duration;
  return `${formatNumber(value)} ${unit}${value === 1 ? '' : 's'}`;
}

/** "fixed price · 1 week": the pricing model and the duration, as the page and its twin both write them. */
export function describePriceTerms(offer: Pick<Offer, 'price' | 'duration'>): string {
  return [offer.price.model ? `${offer.price.model} price` : '', formatDuration(offer)]
    .filter(Boolean)
    .join(' · ');
}

export function buildOffer(site: Site): Offer {
  // Field by field: offer.yaml also holds what only the fit check reads (criteria, wording), never sent here.
  const { id, name, summary, price, duration, guarantee, credit, deliverables, bestFit, poorFit, actions } =
    site.offer;
  const { links, email } = site.identity;
  return {
    id,
    name,
    // Written once, in site.yaml: the provider is the organisation that runs the site.
    provider: site.identity.name,
    ...(summary ? { summary } : {}),
    // display is how pages show the price, not part of the contract's Money.
    price: { amount: price.amount, currency: price.currency, ...(price.model ? { model: price.model } : {}) },
    duration,
    ...(guarantee ? { guarantee } : {}),
    ...(credit ? { credit } : {}),
    deliverables,
    bestFit,
    ...(poorFit ? { poorFit } : {}),
    actions: {
      checkout: { ...actions.checkout, url: links.checkout },
      call: { ...actions.call, url: links.booking },
      email: { ...actions.email, url: `mailto:${email}` },
    },
  };
}

export type ActionKey = 'checkout' | 'call' | 'email';
export type OfferAction = NonNullable<Offer['actions']>[ActionKey] & { key: ActionKey };

/** The offer's actions in the order a buyer meets them: pay, talk first, or write. */
export function listActions(site: Site): OfferAction[] {
  const actions = buildOffer(site).actions;
  if (!actions) return [];
  return (['checkout', 'call', 'email'] as const).map((key) => ({ key, ...actions[key] }));
}
