// Static assets of the website (stylesheet, favicon, small enhancement script) as response-table entries.
import type { Site } from '../../content/site.js';
import { buildSiteAssets } from '../../render/html/assets.js';
import type { TableEntry } from '../response-table.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FAVICON_CACHE = 'public, max-age=86400';

export function assetEntries(site: Site): TableEntry[] {
  return buildSiteAssets(site).map((asset) => ({
    path: asset.path,
    variants: [{ type: asset.type, body: asset.body, headers: { 'x-content-type-options': 'nosniff' } }],
    cacheControl: asset.immutable ? IMMUTABLE : FAVICON_CACHE,
  }));
}
