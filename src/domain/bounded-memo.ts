// One memo for string-keyed values that are made once and reused, with a bound so that keys a client sends can never grow memory.

/**
 * compute(key), remembered by key. Past `max` keys the memory starts over, so a flood of distinct keys costs a
 * recompute, never memory. Shared by header negotiation, JSON member names, log fragments, fit advice and fit
 * answers. An argument after the key reaches compute on a miss (the key alone must tell arguments apart); one
 * fixed parameter rather than a rest list, which would build an array on every call of these hot paths.
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
