// The postal address as HTML (footer and contact cards), one line per part, in its country's order.
import type { Site } from '../../../content/site.js';
import { addressLines } from '../../address-lines.js';
import { escapeHtml as e } from '../escape.js';

/** The address as an escaped block, one line per part. */
export function renderAddressHtml(site: Site): string {
  return addressLines(site).map(e).join('<br>\n');
}
