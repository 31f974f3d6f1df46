// The one bounded memo: each key computed once while it is remembered, and memory that never passes its bound.
import { describe, expect, it } from 'vitest';
import { memoizeBounded, memoizeSeenTwice } from '../src/domain/bounded-memo.js';

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

describe('memoizeSeenTwice', () => {
  const counting = (maxBytes: number, entryBytes = 16) => {
    const calls: string[] = [];
    const lookup = memoizeSeenTwice(
      (key) => {
        calls.push(key);
        return key.length;
      },
      maxBytes,
      entryBytes,
    );
    return { calls, lookup };
  };

  it('remembers a key from its second sighting on: a key sent once is never kept', () => {
    const { calls, lookup } = counting(1 << 16);
    expect([lookup('text/html'), lookup('text/html'), lookup('text/html'), lookup('text/html')]).toEqual([
      9, 9, 9, 9,
    ]);
    // Computed at the first and second sighting, then a lookup.
    expect(calls).toEqual(['text/html', 'text/html']);
    for (let i = 0; i < 1000; i++) lookup(`once-${i}`);
    expect(calls.length).toBe(1002);
    expect(lookup('text/html')).toBe(9);
    expect(calls.length).toBe(1002);
  });

  it('keeps what it remembers within its bytes, forgetting the oldest first', () => {
    // Each key below costs 2 × 4 + 16 = 24 bytes: three fit in 72.
    const { calls, lookup } = counting(72);
    const twice = (key: string) => [lookup(key), lookup(key)];
    for (const key of ['aaaa', 'bbbb', 'cccc']) twice(key);
    calls.length = 0;
    for (const key of ['aaaa', 'bbbb', 'cccc']) lookup(key);
    expect(calls).toEqual([]);
    twice('dddd');
    calls.length = 0;
    lookup('aaaa');
    lookup('bbbb');
    expect(calls).toEqual(['aaaa']);
  });

  it('never keeps a key larger than its whole budget', () => {
    const { calls, lookup } = counting(64);
    const big = 'x'.repeat(100);
    for (let i = 0; i < 4; i++) lookup(big);
    expect(calls.length).toBe(4);
  });
});
