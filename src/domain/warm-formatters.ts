// Every Intl formatter the site's texts use, built at once: for a runtime whose start-up has a CPU budget of its own.
import type { Site } from '../content/site.js';

/**
 * The Node server builds each formatter on first use: the first loads ICU's locale data (~7 MB resident), which
 * its start-up need not hold. A Worker calls this in its global scope instead, whose CPU is not a request's: in
 * workerd the first formatter cost the first HTML request ~30 ms (measured) when nothing had made one before.
 */
export function warmFormatters(site: Site): void {
  const { locale, offer } = site;
  const { min, max, currency } = offer.bestFit.revenueRange;
  locale.number(min);
  locale.money(offer.price.amount, offer.price.currency);
  locale.moneyRange(min, max, currency);
  locale.duration(offer.duration.value, offer.duration.unit);
  locale.minorUnits(offer.price.amount, offer.price.currency);
  locale.region(site.identity.address.addressCountry);
  locale.list(offer.bestFit.roles);
  locale.date('2026-01-01');
  // Each criterion's range and lists, in its own currency: what its text and its notes are filled with.
  for (const c of site.criteria) Object.values(c.values);
}
