// JSON text of MCP responses that reuses the text of values serialised before (static results, tool data).
const known = new WeakMap<object, string>();
/** Quoted member names: responses use a few dozen, quoted once each (bounded against hostile input). */
const quotedKeys = new Map<string, string>();
const MAX_QUOTED_KEYS = 512;

/**
 * Remembers the JSON text of a value that will not change, so a response containing it splices the text
 * in instead of serialising it again: get_offer's 7 KB result is then never re-escaped per request.
 */
export function withJsonText<T extends object>(value: T, text: string = JSON.stringify(value)): T {
  known.set(value, text);
  return value;
}

/** Where a value built per request carries its own JSON text. */
const CARRIED_TEXT = Symbol('json text');

/**
 * The same for a value built per request (a check_fit result): its text rides on the value itself, in a
 * non-enumerable symbol member that JSON.stringify, Object.keys and deep equality never see. A WeakMap entry
 * per call measured costlier than the serialising it saved: every garbage collection walks those entries.
 */
export function carryJsonText<T extends object>(value: T, text: string): T {
  // Frozen values cannot carry anything: they fall back to the WeakMap. Carrying twice replaces the text.
  if (!Object.isExtensible(value)) return withJsonText(value, text);
  Object.defineProperty(value, CARRIED_TEXT, { value: text, configurable: true, writable: true });
  return value;
}

/** True for a value whose JSON text is remembered: one built once, not per request. */
export function hasJsonText(value: object): boolean {
  return known.has(value);
}

function quoteKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = JSON.stringify(key);
    if (quotedKeys.size < MAX_QUOTED_KEYS) quotedKeys.set(key, quoted);
  }
  return quoted;
}

/**
 * The same text JSON.stringify gives, for the plain data this server builds (no toJSON, no cycles). Appending
 * piece by piece measured ~4x cheaper than mapping members to an array and joining it, once the walk has
 * seen every response shape; what remains is mostly escaping the strings themselves.
 */
export function toJsonText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const cached = (value as { [CARRIED_TEXT]?: string })[CARRIED_TEXT] ?? known.get(value);
  if (cached !== undefined) return cached;
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      // undefined and function entries come back as null, as JSON.stringify writes them in arrays.
      out += toJsonText(value[i]);
    }
    return `${out}]`;
  }
  let out = '{';
  let first = true;
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const member: unknown = (value as Record<string, unknown>)[key];
    // JSON.stringify drops undefined and function members from objects.
    if (member === undefined || typeof member === 'function') continue;
    if (!first) out += ',';
    first = false;
    out += quoteKey(key);
    out += ':';
    out += toJsonText(member);
  }
  return `${out}}`;
}
