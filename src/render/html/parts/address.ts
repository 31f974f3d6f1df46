// The postal address in one format everywhere (footer and contact cards): name, street, "City, RE 00000", country.
import type { Site } from '../../../content/site.js';
import { escapeHtml as e } from '../escape.js';

export function addressLines(site: Site): string[] {
  const { name, legalName, address: a } = site.identity;
  const locality = [a.addressLocality, [a.addressRegion, a.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [legalName ?? name, a.streetAddress, locality, site.locale.region(a.addressCountry)].filter(Boolean);
}

/** The address as an escaped block, one line per part. */
export function renderAddressHtml(site: Site): string {
  return addressLines(site).map(e).join('<br>\n');
}
