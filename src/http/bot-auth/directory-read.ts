// One key directory read over HTTPS: no redirect, only a 200, at most 64 KB in 3 s, its JWKS keys, and how
// long its Cache-Control (or Expires) lets it be kept.
import type { JWK } from 'jose';
import { joinBytes } from '../../domain/utf8-length.js';

/** The well-known path of an HTTP Message Signatures directory (draft-ietf-webbotauth-httpsig-protocol). */
export const DIRECTORY_PATH = '/.well-known/http-message-signatures-directory';
const DIRECTORY_TYPE = 'application/http-message-signatures-directory+json';

const FETCH_TIMEOUT_MS = 3_000;
const MAX_DIRECTORY_BYTES = 64 * 1024;
const MAX_KEYS = 32;

/** What reads a directory: the runtime's fetch on the Worker, the door's resolving fetch on Node, a test's. */
export type DirectoryFetch = (url: string, init: RequestInit) => Promise<Response>;

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

/** The directory's keys (none when it cannot be had) and how long its headers let it be kept, if they say. */
export async function readDirectory(
  fetchDirectory: DirectoryFetch,
  origin: string,
  now: number,
): Promise<{ keys?: readonly JWK[]; keepMs?: number }> {
  try {
    const response = await fetchDirectory(`${origin}${DIRECTORY_PATH}`, {
      redirect: 'manual',
      headers: { accept: DIRECTORY_TYPE },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return {};
    }
    const text = await readCapped(response, MAX_DIRECTORY_BYTES);
    const keys = text === undefined ? undefined : keysOf(text);
    return keys ? { keys, keepMs: keepFor(response.headers, now) } : {};
  } catch {
    return {};
  }
}
