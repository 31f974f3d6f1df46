// The Offer resource, derived from offer.yaml and the site's links, plus the number formats every surface shares.
import type { Site } from '../content/site.js';
import { formatNumber } from './format-number.js';
import type { Offer } from './schemas.js';

export { formatNumber } from './format-number.js';

/** "USD 9,500": code first, so no locale-specific symbol is guessed. */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${formatNumber(amount)}`;
}

export function formatDuration(offer: Offer): string {
  const { value, unit } = offer.duration;
  return `${formatNumber(value)} ${unit}${value === 1 ? '' : 's'}`;
}

export function buildOffer(site: Site): Offer {
  const { criteria: _criteria, fitDisclaimer: _disclaimer, actions, ...offer } = site.offer;
  const { links, email } = site.identity;
  return {
    ...offer,
    actions: {
      checkout: { ...actions.checkout, url: links.checkout },
      call: { ...actions.call, url: links.booking },
      email: { ...actions.email, url: `mailto:${email}` },
    },
  };
}
