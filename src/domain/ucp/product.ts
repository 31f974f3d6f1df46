// The offer as one UCP catalog product with one variant: price in minor units, duration, deliverables, hand-off.
import type { Site } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import { handoffUrl } from '../handoff.js';
import { buildOffer } from '../offer.js';

/**
 * Where an agent sends the person to buy: the checkout's hand-off as the API gives it (the UCP catalog is
 * served as the API is, over REST and its MCP tools alike): the owner's exact link, or the site's
 * /go/checkout/api when the owner routes agents' hand-offs through the site (src/domain/handoff.ts).
 */
export function ucpHandOffUrl(site: Site): string {
  return handoffUrl(site, 'checkout', 'api');
}

/** The variant's id: the offer has one purchasable form, the engagement at its published price. */
export const variantId = (site: Site) => `${site.offer.id}-engagement`;

export const buildUcpProduct = perSite('ucp-product', (site) => {
  const offer = buildOffer(site);
  // UCP prices are integers in the currency's minor units.
  const price = {
    amount: site.locale.minorUnits(offer.price.amount, offer.price.currency),
    currency: offer.price.currency,
  };
  const description = { plain: offer.summary ?? offer.name };
  // What the catalog has no field for travels in metadata, as the schema invites: the terms of the engagement.
  const metadata = {
    duration: offer.duration,
    deliverables: offer.deliverables.map((d) => ({ id: d.id, name: d.name, description: d.description })),
    ...(offer.price.model ? { price_model: offer.price.model } : {}),
    hand_off: { checkout: ucpHandOffUrl(site), call: handoffUrl(site, 'call', 'api') },
  };
  const variant = {
    id: variantId(site),
    title: offer.name,
    description,
    // The variant is bought on the owner's own checkout page: no UCP checkout exists here.
    url: ucpHandOffUrl(site),
    price,
    availability: { available: true },
    seller: { name: site.identity.name },
  };
  return Object.freeze({
    id: offer.id,
    handle: offer.id,
    title: offer.name,
    description,
    url: `${site.baseUrl}/`,
    price_range: { min: price, max: price },
    variants: [variant],
    metadata,
  });
});

export type UcpProduct = ReturnType<typeof buildUcpProduct>;
