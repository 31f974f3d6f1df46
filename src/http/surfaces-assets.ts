// Static assets of the website (stylesheet, favicon, small enhancement script) as response-table entries.
import type { Site } from '../content/site.js';
import type { TableEntry } from './response-table.js';

export function assetEntries(_site: Site): TableEntry[] {
  return [];
}
