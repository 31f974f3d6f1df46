// Media types, cache policies and security headers shared by every response-table surface.

export const HTML = 'text/html; charset=utf-8';
export const MARKDOWN = 'text/markdown; charset=utf-8';
export const JSON_TYPE = 'application/json; charset=utf-8';
/**
 * llms.txt is Markdown by syntax but served as text/plain: the proposal names it a .txt file, every
 * browser and fetcher shows text/plain inline, and no client negotiates for it (agents.md is a .md file
 * and says so).
 */
export const PLAIN_TEXT = 'text/plain; charset=utf-8';
export const XML = 'application/xml; charset=utf-8';

/** Pages change with a deploy; a short max-age plus ETag revalidation keeps them fresh and cheap. */
export const PAGE_CACHE = 'public, max-age=300';
export { API_CACHE_CONTROL as API_CACHE } from '../../domain/cache-policy.js';

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

/**
 * An SVG opened by its URL is a document, and an owner's SVG (a logo from a design tool, a photo) may carry a
 * script or an onload handler: this policy lets it draw (inline styles, embedded data: images) and run
 * nothing, and `sandbox` gives it an opaque origin besides. An <img> ignores it (images never run script).
 */
export const SVG_SECURITY_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

export const HTML_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  // Full URLs (with a fit query) stay on this origin; other sites see only the origin.
  'referrer-policy': 'strict-origin-when-cross-origin',
};
