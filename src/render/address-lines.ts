// The postal address in one format everywhere (footer, contact cards, Markdown), laid out as its country writes
// it: "69001 Lyon", "20099 Hamburg", "Portland, OR 97205" (@fragaria/address-formatter, OpenCage's templates).
import addressFormatter from '@fragaria/address-formatter';
import type { Site } from '../content/site.js';

/** Name, the street and locality lines in the country's order, then the country in the site's language. */
export function addressLines(site: Site): string[] {
  const { name, legalName, address: a } = site.identity;
  const lines = addressFormatter.format(
    {
      road: a.streetAddress,
      city: a.addressLocality,
      postcode: a.postalCode,
      ...(a.addressRegion ? { state: a.addressRegion } : {}),
      countryCode: a.addressCountry,
    },
    { output: 'array', appendCountry: false },
  );
  return [legalName ?? name, ...lines, site.locale.region(a.addressCountry)].filter(Boolean);
}
