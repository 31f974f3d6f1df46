// Static assets of the website (stylesheet, favicon, small enhancement script) as response-table entries,
// and the security headers every HTML response carries.
import type { Site } from '../content/site.js';
import { buildSiteAssets } from '../render/html-assets.js';
import type { TableEntry } from './response-table.js';

/**
 * No inline script or style anywhere: JSON-LD blocks are data, not script, so CSP does not apply to them.
 * frame-ancestors stops clickjacking of the checkout links; base-uri stops <base> hijacking of relative links.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const HTML_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  // Full URLs (with a fit query) stay on this origin; other sites see only the origin.
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FAVICON_CACHE = 'public, max-age=86400';

export function assetEntries(site: Site): TableEntry[] {
  return buildSiteAssets(site).map((asset) => ({
    path: asset.path,
    variants: [{ type: asset.type, body: asset.body, headers: { 'x-content-type-options': 'nosniff' } }],
    cacheControl: asset.immutable ? IMMUTABLE : FAVICON_CACHE,
  }));
}
