// The precomputed response table: every static GET surface as ready bytes, ETags and compressed variants.
// Both doors consult it first (the Hono app and the raw Node listener), so per-request work is a lookup.

import { hashBytes } from '../render/bytes.js';
import { errorResponse, methodNotAllowed } from './errors.js';
import { type Encoding, preferEncoding, preferMediaType } from './negotiate.js';
import { encodeUtf8, type PlainResponse, SHARED_HEADERS } from './plain-response.js';

export interface VariantSpec {
  type: string;
  body: string | Uint8Array;
  headers?: Record<string, string>;
}

export interface TableEntry {
  path: string;
  /** More than one variant means the URL is negotiated on Accept; the order is the server's preference. */
  variants: VariantSpec[];
  cacheControl: string;
  /** A query string makes this URL dynamic, so the app answers it instead of the table. */
  queryAware?: boolean;
}

/** Compression is injected: Node passes zlib, Workers pass nothing (the edge compresses). */
export type Compress = (body: Uint8Array, encoding: 'br' | 'gzip') => Uint8Array;

interface Prepared {
  etag: string;
  ok: PlainResponse;
  head: PlainResponse;
  notModified: PlainResponse;
}

interface Resource {
  types: string[];
  variants: Map<string, Record<Encoding, Prepared>>;
  notAcceptable: PlainResponse;
  queryAware: boolean;
}

export interface ResponseTable {
  readonly resources: ReadonlyMap<string, Resource>;
  readonly baseUrl: string;
}

const ALLOW = 'GET, HEAD, OPTIONS';
const MIN_COMPRESS_BYTES = 512;

export function buildResponseTable(
  baseUrl: string,
  entries: TableEntry[],
  compress?: Compress,
): ResponseTable {
  const resources = new Map<string, Resource>();
  for (const entry of entries) {
    if (resources.has(entry.path)) throw new Error(`response table: duplicate path ${entry.path}`);
    const negotiated = entry.variants.length > 1;
    const vary = negotiated ? 'Accept, Accept-Encoding' : 'Accept-Encoding';
    const variants = new Map(
      entry.variants.map((v) => [v.type, prepareVariant(v, entry.cacheControl, vary, compress)] as const),
    );
    const notAcceptable = errorResponse(baseUrl, 406, 'not_acceptable', 'No acceptable representation.', {
      hint: `This URL is available as ${entry.variants.map((v) => mediaType(v.type)).join(' or ')}.`,
      headers: { vary },
    });
    resources.set(entry.path, {
      types: entry.variants.map((v) => mediaType(v.type)),
      variants: new Map([...variants].map(([type, v]) => [mediaType(type), v])),
      notAcceptable,
      queryAware: entry.queryAware ?? false,
    });
  }
  return { resources, baseUrl };
}

function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? contentType).trim();
}

function prepareVariant(v: VariantSpec, cacheControl: string, vary: string, compress?: Compress) {
  const identity = typeof v.body === 'string' ? encodeUtf8(v.body) : v.body;
  const tag = hashBytes(identity);
  const bodies: Record<Encoding, { body: Uint8Array; etag: string }> = {
    identity: { body: identity, etag: `"${tag}"` },
    gzip: { body: identity, etag: `"${tag}"` },
    br: { body: identity, etag: `"${tag}"` },
  };
  if (compress && identity.byteLength >= MIN_COMPRESS_BYTES) {
    for (const encoding of ['gzip', 'br'] as const) {
      const packed = compress(identity, encoding);
      // A strong ETag names exact bytes, so each content-coding gets its own.
      if (packed.byteLength < identity.byteLength)
        bodies[encoding] = { body: packed, etag: `"${tag}-${encoding}"` };
    }
  }
  const prepare = (encoding: Encoding): Prepared => {
    const { body, etag } = bodies[encoding];
    const coded = body !== identity;
    const common = { ...SHARED_HEADERS, vary, 'cache-control': cacheControl, etag };
    const full = {
      'content-type': v.type,
      'content-length': String(body.byteLength),
      ...(coded ? { 'content-encoding': encoding } : {}),
      ...common,
      ...v.headers,
    };
    return {
      etag,
      ok: { status: 200, headers: full, body },
      head: { status: 200, headers: full, body: null },
      notModified: { status: 304, headers: { ...common, ...v.headers }, body: null },
    };
  };
  return { identity: prepare('identity'), gzip: prepare('gzip'), br: prepare('br') };
}

/**
 * RFC 9110 13.1.2: weak comparison against the selected representation only, so W/"x" matches "x",
 * but a tag of another variant or content-coding does not (a cache keeps the right stored copy);
 * `*` matches any current representation.
 */
function matchesIfNoneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((raw) => raw.trim().replace(/^W\//, '') === etag);
}

export type HeaderReader = (name: string) => string | undefined;

/**
 * Answers a request from the table, or returns undefined when the app must handle it
 * (unknown path, OPTIONS, or a query-aware URL with a query string).
 */
export function answerFromTable(
  table: ResponseTable,
  method: string,
  url: string,
  header: HeaderReader,
): PlainResponse | undefined {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const resource = table.resources.get(path);
  if (!resource || (resource.queryAware && q !== -1 && q < url.length - 1)) return undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    return method === 'OPTIONS' ? undefined : methodNotAllowed(table.baseUrl, method, ALLOW);
  }
  const type =
    resource.types.length === 1 ? resource.types[0] : preferMediaType(header('accept'), resource.types);
  const variant = type ? resource.variants.get(type) : undefined;
  if (!variant) return method === 'HEAD' ? { ...resource.notAcceptable, body: null } : resource.notAcceptable;
  const prepared = variant[preferEncoding(header('accept-encoding'))];
  const ifNoneMatch = header('if-none-match');
  if (ifNoneMatch && matchesIfNoneMatch(ifNoneMatch, prepared.etag)) return prepared.notModified;
  return method === 'HEAD' ? prepared.head : prepared.ok;
}
