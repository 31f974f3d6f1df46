// The keys a zod object schema knows at a path: what an "unknown key" message suggests instead.
import type { z } from 'zod';

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def: Def } })?._zod?.def;

/** The object schemas `schema` may be once wrappers (optional, default, pipe...) are looked through. */
function objectsOf(schema: unknown): Record<string, unknown>[] {
  const def = defOf(schema);
  if (!def) return [];
  if (def.type === 'object') return [def.shape as Record<string, unknown>];
  if (def.type === 'pipe') return objectsOf(def.in);
  if (def.type === 'union') return (def.options as unknown[]).flatMap(objectsOf);
  if ('innerType' in def) return objectsOf(def.innerType);
  return [];
}

function elementOf(schema: unknown): unknown {
  const def = defOf(schema);
  if (!def) return undefined;
  if (def.type === 'array') return def.element;
  if (def.type === 'pipe') return elementOf(def.in);
  if ('innerType' in def) return elementOf(def.innerType);
  return undefined;
}

/** Every key the object at `path` accepts; empty when the path does not lead to an object schema. */
export function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: unknown[] = [schema];
  for (const segment of path) {
    current = current.flatMap((s) =>
      typeof segment === 'number'
        ? [elementOf(s)].filter(Boolean)
        : objectsOf(s).flatMap((shape) => (String(segment) in shape ? [shape[String(segment)]] : [])),
    );
  }
  return [...new Set(current.flatMap((s) => objectsOf(s).flatMap(Object.keys)))];
}

/** The known key nearest to `key` by edit distance, if it is close enough to be a likely typo. */
export function suggestKey(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(key.length / 3)) + 1;
  for (const candidate of known) {
    const d = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** Levenshtein distance: small strings only (YAML keys), so the plain two-row form is enough. */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}
