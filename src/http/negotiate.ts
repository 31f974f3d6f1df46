// Content negotiation on Accept and Accept-Encoding, via negotiator, memoised because real clients repeat headers.
import Negotiator from 'negotiator';
import { memoizeSeenTwice } from '../domain/bounded-memo.js';
import { boundedPrefix } from '../domain/bounded-text.js';

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
 * Only the first 1 KB of Accept is negotiated (real ones are under 300 bytes), cut after the last whole
 * range: a 14 KB header costs what a 1 KB one does, and negotiator never parses more.
 */
export const MAX_NEGOTIATED_ACCEPT = 1024;
/** Accept-Encoding names three codings at most that matter here. */
const MAX_NEGOTIATED_ENCODING = 256;
/** The memos' budgets: what they remember never passes these, whatever clients send. */
const ACCEPT_MEMO_BYTES = 1 << 20;
const ENCODING_MEMO_BYTES = 1 << 16;
/** A remembered Accept's picks, one per list of types: the site's lists are few, a caller's stray list is not kept. */
const MAX_PICKS = 32;
/** What an Accept entry holds besides its key (its normalised text, up to MAX_PICKS picks, the listed types). */
const ACCEPT_ENTRY_BYTES = 2 * MAX_NEGOTIATED_ACCEPT + 2048;

/** The part of a header that is negotiated: whole ranges within `max` characters, as a string of its own. */
export function negotiatedPrefix(header: string, max: number): string {
  if (header.length <= max) return header;
  const cut = header.lastIndexOf(',', max);
  return boundedPrefix(header, cut > 0 ? cut : max);
}

/** One Accept header, negotiated on demand against each list of types it is asked about. */
class AcceptAnswers {
  private readonly accept: string;
  private readonly picks = new Map<readonly string[], string | null>();
  private listed: ReadonlySet<string> | undefined;

  constructor(header: string) {
    this.accept = normaliseAccept(header);
  }

  pick(available: readonly string[]): string | null {
    let pick = this.picks.get(available);
    if (pick === undefined) {
      const negotiator = new Negotiator({ headers: { accept: this.accept } });
      pick = negotiator.mediaType(available as string[]) ?? null;
      if (this.picks.size < MAX_PICKS) this.picks.set(available, pick);
    }
    return pick;
  }

  list(): ReadonlySet<string> {
    if (this.listed === undefined) {
      const negotiator = new Negotiator({ headers: { accept: this.accept } });
      this.listed = new Set(negotiator.mediaTypes().map((type) => type.toLowerCase()));
    }
    return this.listed;
  }
}

/**
 * One memo for every negotiated URL, keyed by the Accept prefix, bounded by bytes, and remembering only a
 * header seen twice: a flood of distinct long headers costs a parse of 1 KB each and no memory.
 */
const acceptAnswers = memoizeSeenTwice(
  (accept) => new AcceptAnswers(accept),
  ACCEPT_MEMO_BYTES,
  ACCEPT_ENTRY_BYTES,
);
const answersFor = (accept: string | undefined) =>
  acceptAnswers(negotiatedPrefix(accept ?? '', MAX_NEGOTIATED_ACCEPT));

/**
 * The preferred type among `available` (listed in server preference order), or null when none is acceptable.
 * Ties in weight and specificity go to the type the client listed first, then to the server's order. Pass a
 * list that lives as long as the server: the answer is remembered per list.
 */
export function preferMediaType(accept: string | undefined, available: readonly string[]): string | null {
  return answersFor(accept).pick(available);
}

/**
 * The media ranges the client listed with a non-zero weight, lower-cased, parameters dropped: for a
 * transport that needs types named, not merely matched by a wildcard (MCP wants both JSON and SSE listed).
 * A missing or empty header lists only *∕*.
 */
export function listAcceptedMediaTypes(accept: string | undefined): ReadonlySet<string> {
  return answersFor(accept).list();
}

export type Encoding = 'br' | 'gzip' | 'identity';

const ENCODINGS = ['br', 'gzip', 'identity'];
// negotiator 1.x accepts a server preference list; its bundled types predate that option.
type EncodingPicker = (available: string[], options: { preferred: string[] }) => string | undefined;

const pickEncoding = memoizeSeenTwice(
  (header: string): Encoding => {
    const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
    const pick = negotiator.encoding as unknown as EncodingPicker;
    // At equal q the server's order wins: brotli is smaller, gzip is universal.
    return (pick.call(negotiator, ENCODINGS, { preferred: ENCODINGS }) as Encoding | undefined) ?? 'identity';
  },
  ENCODING_MEMO_BYTES,
  64,
);

/** br over gzip over identity; identity when the header is absent (RFC 9110 12.5.3). */
export function preferEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  return pickEncoding(negotiatedPrefix(acceptEncoding, MAX_NEGOTIATED_ENCODING));
}
