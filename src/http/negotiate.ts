// Content negotiation on Accept and Accept-Encoding, via negotiator, memoised because real clients repeat headers.
import Negotiator from 'negotiator';
import { memoizeBounded } from '../domain/bounded-memo.js';

/** Distinct header values remembered per memo: arbitrary client headers must not grow memory without limit. */
const MAX_CACHE = 512;
const memo = <T>(compute: (header: string) => T) => memoizeBounded(compute, MAX_CACHE);

/** Splits a header on commas outside quoted strings (a parameter such as foo="a,b" is one range). */
function splitRanges(header: string): string[] {
  const ranges: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < header.length; i++) {
    const c = header[i] as string;
    if (quoted && c === '\\') {
      // A quoted-pair: the escaped character can be a quote that must not end the string.
      current += c + (header[++i] ?? '');
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (c === ',' && !quoted) {
      ranges.push(current);
      current = '';
    } else current += c;
  }
  ranges.push(current);
  return ranges;
}

/**
 * Drops media-type parameters other than q (text/html;charset=utf-8 is text/html, text/markdown;variant=GFM
 * is text/markdown) so negotiator does not require them to match, and treats a missing or empty header as *∕*.
 */
export function normaliseAccept(accept: string | undefined): string {
  if (!accept || accept.trim() === '') return '*/*';
  return splitRanges(accept)
    .map((range) => {
      const [type = '', ...params] = range.split(';');
      const q = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
      return q ? `${type.trim()};${q.toLowerCase()}` : type.trim();
    })
    .filter(Boolean)
    .join(', ');
}

/**
 * Not a per-site cache (src/content/site-cache.ts): one memo per list of available types, found by the list itself: every caller passes a list built once
 * (a resource's types, a route's constant), and joining it into a key cost an allocation per request.
 */
const mediaCache = new WeakMap<readonly string[], (accept: string) => string | null>();

/**
 * The preferred type among `available` (listed in server preference order), or null when none is acceptable.
 * Ties in weight and specificity go to the type the client listed first, then to the server's order. Pass a
 * list that lives as long as the server: a new array each call still answers right, but is never memoised.
 */
export function preferMediaType(accept: string | undefined, available: readonly string[]): string | null {
  let pick = mediaCache.get(available);
  if (!pick) {
    const types = [...available];
    pick = memo((header) => {
      const negotiator = new Negotiator({ headers: { accept: normaliseAccept(header) } });
      return negotiator.mediaType(types) ?? null;
    });
    mediaCache.set(available, pick);
  }
  return pick(accept ?? '');
}

const listMediaTypes = memo((header: string): ReadonlySet<string> => {
  const negotiator = new Negotiator({ headers: { accept: normaliseAccept(header) } });
  return new Set(negotiator.mediaTypes().map((type) => type.toLowerCase()));
});

/**
 * The media ranges the client listed with a non-zero weight, lower-cased, parameters dropped: for a
 * transport that needs types named, not merely matched by a wildcard (MCP wants both JSON and SSE listed).
 * A missing or empty header lists only *∕*.
 */
export function listAcceptedMediaTypes(accept: string | undefined): ReadonlySet<string> {
  return listMediaTypes(accept ?? '');
}

export type Encoding = 'br' | 'gzip' | 'identity';

const ENCODINGS = ['br', 'gzip', 'identity'];
// negotiator 1.x accepts a server preference list; its bundled types predate that option.
type EncodingPicker = (available: string[], options: { preferred: string[] }) => string | undefined;

const pickEncoding = memo((header: string): Encoding => {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  const pick = negotiator.encoding as unknown as EncodingPicker;
  // At equal q the server's order wins: brotli is smaller, gzip is universal.
  return (pick.call(negotiator, ENCODINGS, { preferred: ENCODINGS }) as Encoding | undefined) ?? 'identity';
});

/** br over gzip over identity; identity when the header is absent (RFC 9110 12.5.3). */
export function preferEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  return pickEncoding(acceptEncoding);
}
