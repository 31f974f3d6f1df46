// The one bounded memo: each key computed once while it is remembered, and memory that never passes its bound.
import { describe, expect, it } from 'vitest';
import { memoizeBounded } from '../src/domain/bounded-memo.js';

describe('memoizeBounded', () => {
  it('computes a key once, and remembers undefined answers too', () => {
    const calls: string[] = [];
    const lookup = memoizeBounded((key) => {
      calls.push(key);
      return key === 'none' ? undefined : key.length;
    }, 8);
    expect([lookup('abc'), lookup('abc'), lookup('none'), lookup('none')]).toEqual([
      3,
      3,
      undefined,
      undefined,
    ]);
    expect(calls).toEqual(['abc', 'none']);
  });

  it('starts over past its bound, so a flood of distinct keys costs recomputing, not memory', () => {
    let computed = 0;
    const lookup = memoizeBounded((key) => {
      computed++;
      return key.toUpperCase();
    }, 3);
    for (const key of ['a', 'b', 'c']) lookup(key);
    lookup('a');
    expect(computed).toBe(3);
    // A fourth key clears the three remembered ones: 'a' is computed again, with the same answer.
    lookup('d');
    expect(lookup('a')).toBe('A');
    expect(computed).toBe(5);
  });
});
