// Web Bot Auth key directories: fetched over HTTPS from the origin a signed request names, kept as long as
// their Cache-Control (or Expires) allows, within bounds that a client choosing the origin cannot stretch.

import type { JWK } from 'jose';
import { joinBytes } from '../../domain/utf8-length.js';
import { fetchPublicOrigin } from './public-origin.js';

/** The well-known path of an HTTP Message Signatures directory (draft-ietf-webbotauth-httpsig-protocol). */
export const DIRECTORY_PATH = '/.well-known/http-message-signatures-directory';
const DIRECTORY_TYPE = 'application/http-message-signatures-directory+json';

/** A directory is kept at least this long, even when it says no-store: a signed flood fetches it once a minute. */
const MIN_KEEP_MS = 60_000;
/** ...and at most a day (the draft's recommended bound), whatever max-age says. */
const MAX_KEEP_MS = 86_400_000;
/** Without caching headers, and after a failed fetch: five minutes. */
const DEFAULT_KEEP_MS = 300_000;
const FETCH_TIMEOUT_MS = 3_000;
const MAX_DIRECTORY_BYTES = 64 * 1024;
const MAX_KEYS = 32;
/** Distinct origins remembered; past this the oldest is forgotten. */
const MAX_DIRECTORIES = 256;

export type DirectoryFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface KeyDirectories {
  /** The directory's keys, or undefined when it cannot be had (kept as briefly as a directory would be). */
  keys(origin: string): Promise<readonly JWK[] | undefined>;
}

interface Kept {
  until: number;
  keys: Promise<readonly JWK[] | undefined>;
}

/** Seconds of max-age (s-maxage is for shared caches), 0 for no-store or no-cache, else Expires, else undefined. */
export function keepFor(headers: Headers, now: number): number | undefined {
  const control = (headers.get('cache-control') ?? '').toLowerCase().slice(0, 256);
  const directives = control.split(',').map((d) => d.trim());
  if (directives.some((d) => d === 'no-store' || d === 'no-cache')) return 0;
  const maxAge = directives.find((d) => d.startsWith('max-age='));
  if (maxAge !== undefined) {
    const seconds = Number(maxAge.slice('max-age='.length));
    return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 0;
  }
  const expires = headers.get('expires');
  if (expires === null) return undefined;
  const at = Date.parse(expires);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}

/** The body's text, refused past `max` bytes while it streams: a directory's size is the caller's choice. */
async function readCapped(response: Response, max: number): Promise<string | undefined> {
  if (Number(response.headers.get('content-length') ?? 0) > max) return undefined;
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(joinBytes(chunks));
}

/** The JWKS's keys, only objects with a key type: a malformed directory has none. */
function keysOf(text: string): readonly JWK[] | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const keys = (data as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys)) return undefined;
  return keys
    .filter((k): k is JWK => typeof k === 'object' && k !== null && typeof k.kty === 'string')
    .slice(0, MAX_KEYS);
}

/**
 * `fetch` is the runtime's by default (Node 20+, Workers); tests pass one that serves a local directory.
 * No redirect is followed and only a 200 counts (the draft asks both); concurrent requests for one origin
 * share one fetch.
 */
export function createKeyDirectories(
  fetchDirectory: DirectoryFetch = fetchPublicOrigin,
  now: () => number = Date.now,
): KeyDirectories {
  const kept = new Map<string, Kept>();
  const load = async (origin: string): Promise<{ keys?: readonly JWK[]; keepMs: number }> => {
    try {
      const response = await fetchDirectory(`${origin}${DIRECTORY_PATH}`, {
        redirect: 'manual',
        headers: { accept: DIRECTORY_TYPE },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        return { keepMs: DEFAULT_KEEP_MS };
      }
      const text = await readCapped(response, MAX_DIRECTORY_BYTES);
      const keys = text === undefined ? undefined : keysOf(text);
      const keepMs = keys ? (keepFor(response.headers, now()) ?? DEFAULT_KEEP_MS) : DEFAULT_KEEP_MS;
      return { keys, keepMs };
    } catch {
      return { keepMs: DEFAULT_KEEP_MS };
    }
  };
  return {
    keys(origin) {
      const at = now();
      const hit = kept.get(origin);
      if (hit && hit.until > at) return hit.keys;
      if (hit) kept.delete(origin);
      if (kept.size >= MAX_DIRECTORIES) kept.delete(kept.keys().next().value as string);
      const entry: Kept = { until: Number.POSITIVE_INFINITY, keys: Promise.resolve(undefined) };
      entry.keys = load(origin).then(({ keys, keepMs }) => {
        entry.until = now() + Math.min(MAX_KEEP_MS, Math.max(MIN_KEEP_MS, keepMs));
        return keys;
      });
      kept.set(origin, entry);
      return entry.keys;
    },
  };
}
