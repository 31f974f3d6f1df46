// JSON text of MCP responses, with its UTF-8 size, reusing the text of values serialised before (static
// results, tool data): the endpoint sends the text and its Content-Length without measuring it again.
import { memoizeBounded } from '../domain/bounded-memo.js';
import { encodeUtf8, type SizedJson, sizeJson, utf8Length } from '../domain/utf8-length.js';

const known = new WeakMap<object, SizedJson>();
/** Quoted member names: responses use a few dozen, quoted and sized once each (bounded against hostile input). */
const quoteKey = memoizeBounded((key) => sizeJson(JSON.stringify(key)), 512);

/**
 * Remembers the JSON text of a value that will not change, so a response containing it splices the text
 * in instead of serialising it again: get_offer's 7 KB result is then never re-escaped per request.
 */
export function withJsonText<T extends object>(value: T, text: string = JSON.stringify(value)): T {
  known.set(value, sizeJson(text));
  return value;
}

/** Where a value built per request carries its own JSON text. */
const CARRIED_TEXT = Symbol('json text');

/**
 * The same for a value built per request (a check_fit result): its text rides on the value itself, in a
 * non-enumerable symbol member that JSON.stringify, Object.keys and deep equality never see. A WeakMap entry
 * per call measured costlier than the serialising it saved: every garbage collection walks those entries.
 */
export function carryJsonText<T extends object>(value: T, json: SizedJson): T {
  // Frozen values cannot carry anything: they fall back to the WeakMap. Carrying twice replaces the text.
  if (!Object.isExtensible(value)) {
    known.set(value, json);
    return value;
  }
  Object.defineProperty(value, CARRIED_TEXT, { value: json, configurable: true, writable: true });
  return value;
}

/** True for a value whose JSON text is remembered: one built once, not per request. */
export function hasJsonText(value: object): boolean {
  return known.has(value);
}

/**
 * The end of a JSON-RPC response around a result built once: the result's remembered JSON text and the brace
 * that closes the response, as UTF-8, encoded on first use and kept beside the text; undefined for a value
 * built per request.
 */
export function keptResultTail(value: object): Uint8Array | undefined {
  const json: (SizedJson & { tail?: Uint8Array }) | undefined = known.get(value);
  if (json === undefined) return undefined;
  json.tail ??= encodeUtf8(`${json.text}}`);
  return json.tail;
}

/** The size of what is written so far, beside the text that write() returns. */
interface Counter {
  bytes: number;
}

/** A primitive as JSON.stringify writes it; only strings can hold characters beyond ASCII. */
function writePrimitive(value: unknown, count: Counter): string {
  const text = JSON.stringify(value) ?? 'null';
  count.bytes += typeof value === 'string' ? utf8Length(text) : text.length;
  return text;
}

/**
 * The same text JSON.stringify gives, for the plain data this server builds (no toJSON, no cycles). Appending
 * piece by piece measured ~4x cheaper than mapping members to an array and joining it, once the walk has
 * seen every response shape; what remains is mostly escaping the strings themselves.
 */
function write(value: unknown, count: Counter): string {
  if (typeof value !== 'object' || value === null) return writePrimitive(value, count);
  const cached = (value as { [CARRIED_TEXT]?: SizedJson })[CARRIED_TEXT] ?? known.get(value);
  if (cached !== undefined) {
    count.bytes += cached.bytes;
    return cached.text;
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      // undefined and function entries come back as null, as JSON.stringify writes them in arrays.
      out += write(value[i], count);
    }
    count.bytes += value.length > 0 ? value.length + 1 : 2;
    return `${out}]`;
  }
  let out = '{';
  let members = 0;
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const member: unknown = (value as Record<string, unknown>)[key];
    // JSON.stringify drops undefined and function members from objects.
    if (member === undefined || typeof member === 'function') continue;
    if (members > 0) out += ',';
    members++;
    const quoted = quoteKey(key);
    out += quoted.text;
    out += ':';
    count.bytes += quoted.bytes + 1;
    out += write(member, count);
  }
  // The braces, and a comma between members.
  count.bytes += members > 0 ? members + 1 : 2;
  return `${out}}`;
}

/** JSON.stringify(value) and its size in UTF-8 bytes. */
export function toSizedJson(value: unknown): SizedJson {
  const count: Counter = { bytes: 0 };
  const text = write(value, count);
  return { text, bytes: count.bytes };
}

/** JSON.stringify(value), for the plain data this server builds. */
export function toJsonText(value: unknown): string {
  return toSizedJson(value).text;
}
