// One representation of a response-table URL: its bytes, strong ETag and codings, made at most once each.
import { hashBytes } from '../render/bytes.js';
import type { Encoding } from './negotiate.js';
import { encodeUtf8, type PlainResponse, SHARED_HEADERS, withHeaderList } from './plain-response.js';

export interface VariantBody {
  body: string | Uint8Array;
  headers?: Record<string, string>;
}

/**
 * A representation with its bytes now, or with `render`: called on the first request that needs the bytes
 * (ETag, HEAD and 304 included), then kept. The URL and media type are known either way, so the table still
 * answers first and 404/406 never depend on it. Only for bytes no other document names by digest.
 */
export type VariantSpec = { type: string } & (VariantBody | { render: () => VariantBody });

/** Compression is injected: Node passes zlib, Workers pass nothing (the edge compresses). */
export type Compress = (body: Uint8Array, encoding: 'br' | 'gzip') => Uint8Array;

export interface Prepared {
  etag: string;
  ok: PlainResponse;
  head: PlainResponse;
  notModified: PlainResponse;
}

/** A variant's three codings, each prepared on first use. */
export type Codings = (encoding: Encoding) => Prepared;
/** Compress with the body's hash, so bodies that several URLs share are packed once. */
export type Pack = (body: Uint8Array, tag: string, encoding: 'br' | 'gzip') => Uint8Array;

const MIN_COMPRESS_BYTES = 512;

export function prepareVariant(v: VariantSpec, cacheControl: string, vary: string, pack?: Pack): Codings {
  if (!('render' in v)) return prepareBytes(v.type, v, cacheControl, vary, pack);
  const { type } = v;
  // Dropped once called: what the renderer closes over need not outlive the bytes it made.
  let render: (() => VariantBody) | undefined = v.render;
  let made: Codings | undefined;
  return (encoding) => {
    if (!made) {
      made = prepareBytes(type, (render as () => VariantBody)(), cacheControl, vary, pack);
      render = undefined;
    }
    return made(encoding);
  };
}

/**
 * Identity is built now; gzip and br on the first request that asks for them, then kept: compressing every
 * surface at start-up was ~15% of cold start, and most are never asked for in every coding. Compression is a
 * pure function of bytes already rendered, so nothing can fail late.
 */
function prepareBytes(
  type: string,
  v: VariantBody,
  cacheControl: string,
  vary: string,
  pack?: Pack,
): Codings {
  const identityBody = typeof v.body === 'string' ? encodeUtf8(v.body) : v.body;
  const tag = hashBytes(identityBody);
  // Only the headers are kept for the lazy codings: holding `v` would keep its rendered text beside the bytes.
  const { headers } = v;
  const prepare = (body: Uint8Array, etag: string, encoding?: Encoding): Prepared => {
    const common = { ...SHARED_HEADERS, vary, 'cache-control': cacheControl, etag };
    const full = {
      'content-type': type,
      'content-length': String(body.byteLength),
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...common,
      ...headers,
    };
    const unchanged = { ...common, ...headers };
    return {
      etag,
      ok: withHeaderList({ status: 200, headers: full, body }),
      head: withHeaderList({ status: 200, headers: full, body: null }),
      notModified: withHeaderList({ status: 304, headers: unchanged, body: null }),
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
