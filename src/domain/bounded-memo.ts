// Memos for string-keyed values made once and reused, bounded so that keys a client sends can never grow memory.

/**
 * compute(key), remembered by key. Past `max` keys the memory starts over, so a flood of distinct keys costs a
 * recompute, never memory. Shared by JSON member names, log fragments, fit advice, fit answers and fit pages
 * (request headers use memoizeSeenTwice below). An argument after the key reaches compute on a miss (the key
 * alone must tell arguments apart); one fixed parameter rather than a rest list, which would build an array
 * on every call of these hot paths.
 */
export function memoizeBounded<T, A = void>(
  compute: (key: string, arg: A) => T,
  max: number,
): (key: string, arg: A) => T {
  const known = new Map<string, T>();
  return (key, arg) => {
    let value = known.get(key);
    if (value === undefined && !known.has(key)) {
      value = compute(key, arg);
      if (known.size >= max) known.clear();
      known.set(key, value);
    }
    return value as T;
  };
}

/** FNV-1a over UTF-16 units, kept to a small integer so a Set of them holds no heap numbers. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash & 0x3fffffff;
}

/**
 * compute(key) for keys a client picks freely (request headers), remembered only from their second sighting:
 * a first sighting leaves a small number in a bounded set, so a flood of headers no client sends twice costs
 * a computation each and no memory. What is remembered is bounded by bytes: a key's UTF-16 size plus
 * `entryBytes` (the caller's estimate of its value), oldest forgotten first. Keys must not be views into
 * longer strings (boundedPrefix), or a remembered key keeps its whole header alive.
 */
export function memoizeSeenTwice<T>(
  compute: (key: string) => T,
  maxBytes: number,
  entryBytes: number,
): (key: string) => T {
  const known = new Map<string, T>();
  const seenOnce = new Set<number>();
  const maxSeen = Math.ceil(maxBytes / entryBytes);
  const sizeOf = (key: string) => key.length * 2 + entryBytes;
  let bytes = 0;
  return (key) => {
    const kept = known.get(key);
    if (kept !== undefined || known.has(key)) return kept as T;
    const value = compute(key);
    const hash = hashKey(key);
    if (!seenOnce.delete(hash)) {
      if (seenOnce.size >= maxSeen) seenOnce.clear();
      seenOnce.add(hash);
      return value;
    }
    bytes += sizeOf(key);
    for (const old of known.keys()) {
      if (bytes <= maxBytes) break;
      known.delete(old);
      bytes -= sizeOf(old);
    }
    if (bytes <= maxBytes) known.set(key, value);
    else bytes -= sizeOf(key);
    return value;
  };
}
