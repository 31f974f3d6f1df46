// One fit answer per profile, made once and kept (bounded): POST /api/fit and MCP check_fit send its bytes as they are.
import type { Site } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import { memoizeBounded } from '../bounded-memo.js';
import { type HandoffVia, handoffsVaryByVia } from '../handoff.js';
import type { FitRequest, FitResult } from '../schemas.js';
import { encodeUtf8, type SizedJson } from '../utf8-length.js';
import { checkFit } from './fit.js';
import { fitResultJson, fitResultJsonString } from './fit-json.js';

/**
 * A profile's result with its JSON text, that text as a JSON string (MCP's text block) and its UTF-8 bytes.
 * The last two are made on first use: POST /api/fit never needs the string, MCP never the bytes.
 */
export interface KeptFit {
  readonly result: FitResult;
  readonly json: SizedJson;
  readonly jsonLiteral: SizedJson;
  readonly bytes: Uint8Array;
}

/**
 * Distinct profiles remembered per site. A result is pure in (site, profile), and agents and forms repeat the
 * same few profiles, so a repeat costs a lookup instead of the criteria, the JSON and its UTF-8 encoding.
 * Past the bound the memory starts over: a flood of new profiles costs a recompute each, never memory.
 * At ~12 KB an answer (text, string form, bytes) the bound holds memory under ~1.5 MB.
 */
export const MAX_KEPT_FITS = 128;

/**
 * The profile as a key that tells every distinct profile apart, field by field in the criteria's order: an
 * absent field is empty, a text is prefixed by its length (so '' differs from absent, and a "|" inside it
 * cannot pass for the next field), and -0 is kept apart from 0 (Intl writes it as "-0" in notes).
 */
export function profileKey(site: Site, p: FitRequest): string {
  let key = '';
  for (const { field } of site.criteria) {
    const value = p[field];
    if (typeof value === 'number') key += Object.is(value, -0) ? '-0' : String(value);
    else if (typeof value === 'boolean') key += value ? '1' : '0';
    else if (typeof value === 'string') key += `${value.length}:${value}`;
    key += '|';
  }
  return key;
}

function keep(site: Site, profile: FitRequest, via: HandoffVia | undefined): KeptFit {
  const result = checkFit(site, profile, via);
  const json = fitResultJson(site, result);
  let literal: SizedJson | undefined;
  let bytes: Uint8Array | undefined;
  return {
    result,
    json,
    get jsonLiteral() {
      literal ??= fitResultJsonString(site, result);
      return literal;
    },
    get bytes() {
      bytes ??= encodeUtf8(json.text);
      return bytes;
    },
  };
}

/** One memo per surface that gives results (one in all unless the owner routes hand-offs per surface). */
const keptFor = perSite('fit-answers', () => new Map<HandoffVia | undefined, Memo>());
type Memo = (key: string, profile: FitRequest) => KeptFit;

/**
 * checkFit(site, profile, via) with its serialised forms, the same object for the same profile while it is
 * kept. The surface tells answers apart only when the owner routes hand-offs per surface; otherwise the API's
 * and MCP's answers are one.
 */
export function keptFit(site: Site, profile: FitRequest, via?: HandoffVia): KeptFit {
  const linked = via !== undefined && handoffsVaryByVia(site) ? via : undefined;
  const memos = keptFor(site);
  let memo = memos.get(linked);
  if (!memo) {
    memo = memoizeBounded((_key, p: FitRequest) => keep(site, p, linked), MAX_KEPT_FITS);
    memos.set(linked, memo);
  }
  return memo(profileKey(site, profile), profile);
}
