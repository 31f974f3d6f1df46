// JSON text of MCP responses that reuses the text of values serialised before (static results, tool data).
const known = new WeakMap<object, string>();

/**
 * Remembers the JSON text of a value that will not change, so a response containing it splices the text
 * in instead of serialising it again: get_offer's 7 KB result is then never re-escaped per request.
 */
export function withJsonText<T extends object>(value: T, text: string = JSON.stringify(value)): T {
  known.set(value, text);
  return value;
}

/** The same text JSON.stringify gives, for the plain data this server builds (no toJSON, no cycles). */
export function toJsonText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const cached = known.get(value);
  if (cached !== undefined) return cached;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  const members: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    // JSON.stringify drops undefined and function members from objects.
    if (member === undefined || typeof member === 'function') continue;
    members.push(`${JSON.stringify(key)}:${toJsonText(member)}`);
  }
  return `{${members.join(',')}}`;
}
