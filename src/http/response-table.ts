// The precomputed response table: every static GET surface as ready bytes, ETags and compressed variants.
// The request core consults it after the framing checks, so per-request work for a static surface is a lookup.

import type { ErrorSite } from '../domain/api-errors.js';
import { methodNotAllowed, notAcceptable as notAcceptableError } from './errors.js';
import { preferEncoding, preferMediaType } from './negotiate.js';
import type { PlainResponse } from './plain-response.js';
import { type Codings, type Compress, type Pack, prepareVariant, type VariantSpec } from './table-variant.js';

export type { Compress, VariantSpec } from './table-variant.js';

export interface TableEntry {
  path: string;
  /** More than one variant means the URL is negotiated on Accept; the order is the server's preference. */
  variants: VariantSpec[];
  cacheControl: string;
  /** A query string makes this URL dynamic, so the app answers it instead of the table. */
  queryAware?: boolean;
}

interface Resource {
  types: string[];
  variants: Map<string, Codings>;
  notAcceptable: PlainResponse;
  queryAware: boolean;
}

export interface ResponseTable {
  readonly resources: ReadonlyMap<string, Resource>;
  /** Where errors point and the words they are told in. */
  readonly site: ErrorSite;
}

const ALLOW = 'GET, HEAD, OPTIONS';

export function buildResponseTable(
  site: ErrorSite,
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
    const notAcceptable = notAcceptableError(
      site,
      entry.variants.map((v) => mediaType(v.type)),
      { vary },
    );
    resources.set(entry.path, {
      types: entry.variants.map((v) => mediaType(v.type)),
      variants: new Map([...variants].map(([type, v]) => [mediaType(type), v])),
      notAcceptable,
      queryAware: entry.queryAware ?? false,
    });
  }
  return { resources, site };
}

function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? contentType).trim();
}

/**
 * RFC 9110 13.1.2: weak comparison against the selected representation only, so W/"x" matches "x",
 * but a tag of another variant or content-coding does not (a cache keeps the right stored copy);
 * `*` matches any current representation.
 */
function matchesIfNoneMatch(header: string, etag: string): boolean {
  // What a cache sends back is nearly always the one tag it stored: no split, no allocation.
  if (header === etag) return true;
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
    return method === 'OPTIONS' ? undefined : methodNotAllowed(table.site, method, ALLOW);
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

/**
 * Renders every variant that waits for its first request: the Workers build and the tests call it, so a
 * renderer that throws on some content fails there, not on a visitor's request.
 */
export function renderEveryVariant(table: ResponseTable): number {
  let count = 0;
  for (const resource of table.resources.values()) {
    for (const variant of resource.variants.values()) {
      variant('identity');
      count++;
    }
  }
  return count;
}
