// Web Bot Auth key directories: read from the origin a signed request names and kept as long as their headers
// allow, within bounds a client choosing origins cannot stretch: the owner's hosts, a fetch budget, and two
// bounded caches, so a flood of distinct origins costs a few fetches a minute and a fixed amount of memory.
import type { JWK } from 'jose';
import { type DirectoryFetch, readDirectory } from './directory-read.js';
import { createFetchBudget, type FetchBudget } from './fetch-budget.js';
import { fetchPublicOrigin } from './public-origin.js';

export { DIRECTORY_PATH, type DirectoryFetch, keepFor } from './directory-read.js';

/** A directory is kept at least this long, even when it says no-store: a signed flood fetches it once a minute. */
const MIN_KEEP_MS = 60_000;
/** ...and at most a day (the draft's recommended bound), whatever max-age says. */
const MAX_KEEP_MS = 86_400_000;
/** Without caching headers: five minutes. */
const DEFAULT_KEEP_MS = 300_000;
/** A directory that could not be had is not asked for again for five minutes. */
const FAILED_KEEP_MS = 300_000;
/** Directories kept, and origins remembered as failed; past either the oldest is forgotten first. */
const MAX_DIRECTORIES = 256;
const MAX_FAILED = 1_024;
/** Checks waiting for a fetch under way; past this a signature is left unchecked rather than held. */
const MAX_WAITING = 1_024;

/**
 * A directory's keys; `unavailable` when it cannot be had (the signature is then invalid); `unchecked` when it
 * was not asked for: a host outside the owner's list, or the fetch budget spent.
 */
export type DirectoryKeys = readonly JWK[] | 'unavailable' | 'unchecked';

export interface KeyDirectories {
  keys(origin: string): Promise<DirectoryKeys>;
}

export interface KeyDirectoryOptions {
  /** Default: the runtime's fetch, refusing addresses that are not public (the Node door passes its own). */
  fetch?: DirectoryFetch;
  /** `any` host (the default), or only these (`host` or `host:port`, as the log's `signer` shows them). */
  hosts?: 'any' | ReadonlySet<string>;
  budget?: FetchBudget;
  now?: () => number;
}

/** Concurrent checks of one origin share one fetch; the fetch never follows a redirect and needs a 200. */
export function createKeyDirectories(options: KeyDirectoryOptions = {}): KeyDirectories {
  const fetchDirectory = options.fetch ?? fetchPublicOrigin;
  const hosts = options.hosts ?? 'any';
  const now = options.now ?? Date.now;
  const budget = options.budget ?? createFetchBudget(undefined, now);
  const kept = new Map<string, { until: number; keys: readonly JWK[] }>();
  const failed = new Map<string, number>();
  const pending = new Map<string, Promise<DirectoryKeys>>();
  let waiting = 0;

  const remember = <V>(map: Map<string, V>, max: number, key: string, value: V) => {
    map.delete(key);
    if (map.size >= max) map.delete(map.keys().next().value as string);
    map.set(key, value);
  };

  const load = async (origin: string, release: () => void): Promise<DirectoryKeys> => {
    try {
      const { keys, keepMs } = await readDirectory(fetchDirectory, origin, now());
      if (!keys) {
        remember(failed, MAX_FAILED, origin, now() + FAILED_KEEP_MS);
        return 'unavailable';
      }
      const until = now() + Math.min(MAX_KEEP_MS, Math.max(MIN_KEEP_MS, keepMs ?? DEFAULT_KEEP_MS));
      remember(kept, MAX_DIRECTORIES, origin, { until, keys });
      return keys;
    } finally {
      release();
      pending.delete(origin);
    }
  };

  const join = async (running: Promise<DirectoryKeys>): Promise<DirectoryKeys> => {
    if (waiting >= MAX_WAITING) return 'unchecked';
    waiting++;
    try {
      return await running;
    } finally {
      waiting--;
    }
  };

  return {
    keys(origin) {
      const at = now();
      const hit = kept.get(origin);
      if (hit && hit.until > at) return Promise.resolve(hit.keys);
      const failedUntil = failed.get(origin);
      if (failedUntil !== undefined && failedUntil > at) return Promise.resolve('unavailable');
      const running = pending.get(origin);
      if (running) return join(running);
      if (hosts !== 'any' && !hosts.has(new URL(origin).host)) return Promise.resolve('unchecked');
      const release = budget.take();
      if (!release) return Promise.resolve('unchecked');
      const loading = load(origin, release);
      pending.set(origin, loading);
      return loading;
    },
  };
}
