// Static assets of the website (stylesheet, fonts, scripts, favicons, the content's images) as response-table entries.
import type { Site } from '../../content/site.js';
import { buildSiteAssets } from '../../render/html/assets.js';
import type { TableEntry } from '../response-table.js';
import { SVG_SECURITY_POLICY } from './headers.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FAVICON_CACHE = 'public, max-age=86400';
const NOSNIFF = { 'x-content-type-options': 'nosniff' };
/** SVG, the one image type that can hold script, runs none of it (the export's _headers carries the same). */
const SVG_HEADERS = { ...NOSNIFF, 'content-security-policy': SVG_SECURITY_POLICY };

export function assetEntries(site: Site): TableEntry[] {
  return buildSiteAssets(site).map((asset) => ({
    path: asset.path,
    variants: [
      { type: asset.type, body: asset.body, headers: asset.type === 'image/svg+xml' ? SVG_HEADERS : NOSNIFF },
    ],
    cacheControl: asset.immutable ? IMMUTABLE : FAVICON_CACHE,
  }));
}
