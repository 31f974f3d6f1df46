// One memo for string-keyed values that are made once and reused, with a bound so that keys a client sends can never grow memory.

/**
 * compute(key), remembered by key. Past `max` keys the memory starts over, so a flood of distinct keys costs a
 * recompute, never memory. Shared by header negotiation, JSON member names, log fragments, fit advice and fit
 * answers. Arguments after the key reach compute on a miss; the key alone must tell them apart.
 */
export function memoizeBounded<T, A extends unknown[] = []>(
  compute: (key: string, ...args: A) => T,
  max: number,
): (key: string, ...args: A) => T {
  const known = new Map<string, T>();
  return (key, ...args) => {
    let value = known.get(key);
    if (value === undefined && !known.has(key)) {
      value = compute(key, ...args);
      if (known.size >= max) known.clear();
      known.set(key, value);
    }
    return value as T;
  };
}
