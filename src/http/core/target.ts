// The request target as sent, split into path and query as text: no URL parse, so nothing depends on the Host.

/**
 * The origin-form path and query of a target: `/a?b` as it is; an absolute-form target (`http://host/a?b`,
 * which HTTP/1.1 servers must accept) loses its scheme and authority; `*` (OPTIONS *) stays `*`. A target
 * that is none of these yields undefined, and the caller answers 400.
 */
export function originForm(target: string): string | undefined {
  if (target.charCodeAt(0) === 47 /* / */) return target;
  if (target === '*') return target;
  const scheme = /^https?:\/\//i.exec(target);
  if (!scheme) return undefined;
  const slash = target.indexOf('/', scheme[0].length);
  const query = target.indexOf('?', scheme[0].length);
  if (slash === -1 || (query !== -1 && query < slash)) return query === -1 ? '/' : `/${target.slice(query)}`;
  return target.slice(slash);
}

/**
 * A target without its fragment. Clients never send one (RFC 9112 has none in a request-target), but a raw
 * `#` reaches the server on Node and workerd alike; it means what it means in a URL, so it is dropped as a
 * URL parser would drop it, and `/about#team` is the about page, not a 404 naming it.
 */
export function withoutFragment(target: string): string {
  const hash = target.indexOf('#');
  return hash === -1 ? target : target.slice(0, hash);
}

/** The path of an origin-form target, without query or fragment. */
export function pathOf(target: string): string {
  let end = target.length;
  const q = target.indexOf('?');
  if (q !== -1) end = q;
  const hash = target.indexOf('#');
  if (hash !== -1 && hash < end) end = hash;
  return end === target.length ? target : target.slice(0, end);
}

/** One path segment as its decoded text, as a router's `:param` is; a malformed escape stays as sent. */
export function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * RFC 3986, 6.2.2: percent-encoded unreserved characters (%61 for "a") mean the same path as the characters
 * themselves, and hex digits compare case-insensitively; other escapes (%2F, %20) stay escapes.
 */
export function normalisePercent(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}
