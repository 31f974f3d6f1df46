// Fresh request ids: UUID-shaped, never repeated, a new random base when the counter runs out.
import { describe, expect, it } from 'vitest';
import { createRequestIds, newRequestId } from '../src/http/request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('are version 4 UUIDs, all different over many requests', () => {
    const ids = Array.from({ length: 20_000 }, () => newRequestId());
    for (const id of ids.slice(0, 50)) expect(id).toMatch(UUID);
    expect(ids.at(-1)).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  /** Ids drawn from these seeds in turn, and how many were drawn. */
  function idsFrom(seeds: string[]) {
    let draws = 0;
    const next = createRequestIds(() => seeds[draws++] as string);
    return { next, draws: () => draws };
  }

  it('draw one random UUID, then count up in its last eight hex digits', () => {
    const ids = idsFrom(['0123abcd-4567-4890-a123-4567000000fe', 'ffffffff-eeee-4ddd-bccc-bbbbaaaaaaaa']);
    expect([ids.next(), ids.next(), ids.next()]).toEqual([
      '0123abcd-4567-4890-a123-4567000000fe',
      '0123abcd-4567-4890-a123-4567000000ff',
      '0123abcd-4567-4890-a123-456700000100',
    ]);
    expect(ids.draws()).toBe(1);
  });

  it('draw a new base when the counter reaches its end, so no id repeats', () => {
    // The first start sits just below the counter's end (2^30); the second base differs.
    const ids = idsFrom(['11111111-2222-4333-8444-55553ffffffe', '99999999-8888-4777-9666-555500000000']);
    expect([ids.next(), ids.next(), ids.next()]).toEqual([
      '11111111-2222-4333-8444-55553ffffffe',
      '11111111-2222-4333-8444-55553fffffff',
      '99999999-8888-4777-9666-555500000000',
    ]);
    expect(ids.draws()).toBe(2);
  });

  it('draw nothing before the first id (Workers forbid randomness outside a request)', () => {
    let draws = 0;
    const next = createRequestIds(() => {
      draws++;
      return crypto.randomUUID();
    });
    expect(draws).toBe(0);
    expect(next()).toMatch(UUID);
    expect(draws).toBe(1);
  });
});
