// A page view's source from its Referer host or utm_source: an AI assistant, a search engine, another site.
// Request input is hostile: only a bounded prefix is read, by index scans (no pattern that could backtrack).
import { memoizeBounded } from '../bounded-memo.js';
import { COUNTRY_DOMAIN_SOURCES, REFERRAL_SOURCES, type ReferralKind } from './referral-sources.js';

export interface Referral {
  source: string;
  kind: ReferralKind | 'other';
}

/** Longer Referers and queries are cut here before they are read: a URL's host and first parameters fit. */
const MAX_SCANNED = 512;
const MAX_HOST = 253;
const MAX_UTM = 64;
/** Distinct hosts and utm_source values remembered: real traffic has few; a flood only costs a recompute. */
const MAX_REMEMBERED = 256;
const OTHER: Referral = { source: 'other', kind: 'other' };

const BY_HOST = new Map<string, Referral>();
const BY_UTM = new Map<string, Referral>();
for (const { source, kind, hosts, utm = [] } of REFERRAL_SOURCES) {
  const referral: Referral = { source, kind };
  for (const host of hosts) {
    BY_HOST.set(host, referral);
    BY_UTM.set(host, referral);
  }
  for (const value of utm) BY_UTM.set(value, referral);
}

/** The host of an http(s) URL, lower-case, without userinfo, port or a trailing dot; undefined otherwise. */
export function hostOf(url: string): string | undefined {
  const text = url.length > MAX_SCANNED ? url.slice(0, MAX_SCANNED) : url;
  const lower = text.slice(0, 8).toLowerCase();
  const start = lower.startsWith('https://') ? 8 : lower.startsWith('http://') ? 7 : -1;
  if (start === -1) return undefined;
  let end = start;
  while (end < text.length) {
    const c = text.charCodeAt(end);
    if (c === 47 /* / */ || c === 63 /* ? */ || c === 35 /* # */) break;
    end++;
  }
  let host = text.slice(start, end);
  const at = host.lastIndexOf('@');
  if (at !== -1) host = host.slice(at + 1);
  const colon = host.indexOf(':');
  if (colon !== -1) host = host.slice(0, colon);
  if (host.endsWith('.')) host = host.slice(0, -1);
  return host === '' || host.length > MAX_HOST ? undefined : host.toLowerCase();
}

/** The table's source for a host or one of its parent domains, then a search engine's country domain. */
function lookUpHost(host: string): Referral | undefined {
  let rest = host;
  for (let i = 0; i < 8; i++) {
    const found = BY_HOST.get(rest);
    if (found) return found;
    const dot = rest.indexOf('.');
    if (dot === -1) break;
    rest = rest.slice(dot + 1);
  }
  // google.de, google.co.uk, google.com.au: the engine's label followed by one or two short labels.
  const labels = host.split('.', 8);
  for (let i = 0; i < labels.length; i++) {
    const source = COUNTRY_DOMAIN_SOURCES.get(labels[i] as string);
    const tail = labels.slice(i + 1);
    if (source && tail.length >= 1 && tail.length <= 2 && tail.every((l) => l.length >= 2 && l.length <= 3)) {
      return { source, kind: 'search' };
    }
  }
  return undefined;
}

const sourceOfHost = memoizeBounded((host) => lookUpHost(host) ?? null, MAX_REMEMBERED);

/** `utm_source`'s value in a target's query (first parameters only), lower-case, or undefined. */
export function utmSourceOf(target: string): string | undefined {
  const q = target.indexOf('?');
  if (q === -1) return undefined;
  const query = target.slice(q + 1, q + 1 + MAX_SCANNED);
  let at = 0;
  if (!query.startsWith('utm_source=')) {
    at = query.indexOf('&utm_source=');
    if (at === -1) return undefined;
    at += 1;
  }
  const from = at + 'utm_source='.length;
  let end = from;
  while (end < query.length && end - from < MAX_UTM) {
    const c = query.charCodeAt(end);
    if (c === 38 /* & */ || c === 35 /* # */) break;
    end++;
  }
  const raw = query.slice(from, end).replaceAll('+', ' ');
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // A malformed escape stays as sent; it matches nothing in the table.
  }
  value = value.trim().toLowerCase();
  return value === '' ? undefined : value;
}

const sourceOfUtm = memoizeBounded((value) => {
  const bare = value.startsWith('www.') ? value.slice(4) : value;
  return BY_UTM.get(bare) ?? (bare.includes('.') ? (lookUpHost(bare) ?? null) : null);
}, MAX_REMEMBERED);

/**
 * Where a person's page view came from. An AI assistant named by either the Referer's host or utm_source
 * wins, then a search engine; any other site's Referer is `other`; the site's own pages and a visit with
 * neither header nor parameter are no referral at all.
 */
export function classifyReferral(
  ownHost: string,
  target: string,
  referer: string | undefined,
): Referral | undefined {
  const host = referer === undefined ? undefined : hostOf(referer);
  const fromHost = host === undefined || host === ownHost ? null : sourceOfHost(host);
  if (fromHost?.kind === 'ai') return fromHost;
  const utm = utmSourceOf(target);
  const fromUtm = utm === undefined ? null : sourceOfUtm(utm);
  if (fromUtm?.kind === 'ai') return fromUtm;
  const found = fromHost ?? fromUtm;
  if (found) return found;
  return host === undefined || host === ownHost ? undefined : OTHER;
}
