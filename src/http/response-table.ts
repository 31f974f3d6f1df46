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
  variants: Map<string, Codings>;
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
  // Several URLs share bytes (a page and its .md twin, both OpenAPI paths): each distinct body is packed once.
  const packedByTag = new Map<string, Uint8Array>();
  const packOnce: Pack | undefined =
    compress &&
    ((body, tag, encoding) => {
      const key = `${encoding}:${tag}`;
      const known = packedByTag.get(key);
      if (known) return known;
      const made = compress(body, encoding);
      packedByTag.set(key, made);
      return made;
    });
  for (const entry of entries) {
    if (resources.has(entry.path)) throw new Error(`response table: duplicate path ${entry.path}`);
    const negotiated = entry.variants.length > 1;
    const vary = negotiated ? 'Accept, Accept-Encoding' : 'Accept-Encoding';
    const variants = new Map(
      entry.variants.map((v) => [v.type, prepareVariant(v, entry.cacheControl, vary, packOnce)] as const),
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

/**
 * A variant's three codings. Identity is built now; gzip and br on the first request that asks for them,
 * then kept: compressing every surface at start-up was ~15% of cold start, and most are never asked for
 * in every coding. Compression is a pure function of bytes already rendered, so nothing can fail late.
 */
type Codings = (encoding: Encoding) => Prepared;
/** Compress with the body's hash, so bodies that several URLs share are packed once. */
type Pack = (body: Uint8Array, tag: string, encoding: 'br' | 'gzip') => Uint8Array;

function prepareVariant(v: VariantSpec, cacheControl: string, vary: string, pack?: Pack): Codings {
  const identityBody = typeof v.body === 'string' ? encodeUtf8(v.body) : v.body;
  const tag = hashBytes(identityBody);
  // Only these are kept for the lazy codings: holding `v` would keep its rendered text alive beside the bytes.
  const { type, headers } = v;
  const prepare = (body: Uint8Array, etag: string, encoding?: Encoding): Prepared => {
    const common = { ...SHARED_HEADERS, vary, 'cache-control': cacheControl, etag };
    const full = {
      'content-type': type,
      'content-length': String(body.byteLength),
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...common,
      ...headers,
    };
    return {
      etag,
      ok: { status: 200, headers: full, body },
      head: { status: 200, headers: full, body: null },
      notModified: { status: 304, headers: { ...common, ...headers }, body: null },
    };
  };
  const identity = prepare(identityBody, `"${tag}"`);
  if (!pack || identityBody.byteLength < MIN_COMPRESS_BYTES) {
    return () => identity;
  }
  const coded = (encoding: 'gzip' | 'br'): Prepared => {
    const bytes = pack(identityBody, tag, encoding);
    // A strong ETag names exact bytes, so each content-coding gets its own.
    return bytes.byteLength < identityBody.byteLength
      ? prepare(bytes, `"${tag}-${encoding}"`, encoding)
      : identity;
  };
  const packed: { gzip?: Prepared; br?: Prepared } = {};
  return (encoding) => {
    if (encoding === 'identity') return identity;
    const known = packed[encoding];
    if (known) return known;
    const made = coded(encoding);
    packed[encoding] = made;
    return made;
  };
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
  const prepared = variant(preferEncoding(header('accept-encoding')));
  const ifNoneMatch = header('if-none-match');
  if (ifNoneMatch && matchesIfNoneMatch(ifNoneMatch, prepared.etag)) return prepared.notModified;
  return method === 'HEAD' ? prepared.head : prepared.ok;
}
