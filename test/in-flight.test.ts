// The Node door's in-flight list: who is answered at the shutdown deadline, and no old-generation churn per request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createInFlight, type PendingRequest } from '../src/entry/node-door/in-flight.js';
import { oldGenerationGrowth } from './helpers/old-generation.js';

function pending(id: string, res: Partial<ServerResponse> = {}): PendingRequest {
  return {
    req: {} as IncomingMessage,
    res: { headersSent: false, destroyed: false, ...res } as ServerResponse,
    requestId: id,
    started: 0,
  };
}

const answeredIds = (inFlight: ReturnType<typeof createInFlight>) => {
  const ids: string[] = [];
  const count = inFlight.answerUnanswered((p) => ids.push(p.requestId));
  expect(count).toBe(ids.length);
  return ids;
};

describe('in-flight requests', () => {
  it('answers every tracked request that has no response yet, in arrival order', () => {
    const inFlight = createInFlight();
    inFlight.track(pending('a'));
    inFlight.track(pending('sent', { headersSent: true }));
    inFlight.track(pending('gone', { destroyed: true }));
    inFlight.track(pending('b'));
    expect(answeredIds(inFlight)).toEqual(['a', 'b']);
  });

  it('forgets a request once its tracking ends, in any order, and ending twice is harmless', () => {
    const inFlight = createInFlight();
    const ends = ['a', 'b', 'c', 'd'].map((id) => inFlight.track(pending(id)));
    ends[0]?.();
    ends[2]?.();
    ends[2]?.();
    expect(answeredIds(inFlight)).toEqual(['b', 'd']);
    ends[3]?.();
    ends[1]?.();
    expect(answeredIds(inFlight)).toEqual([]);
    inFlight.track(pending('e'));
    expect(answeredIds(inFlight)).toEqual(['e']);
  });

  it('keeps going when answering one request ends the tracking of it and of the next', () => {
    const inFlight = createInFlight();
    const ends = new Map<string, () => void>();
    for (const id of ['a', 'b', 'c']) ends.set(id, inFlight.track(pending(id)));
    const ids: string[] = [];
    inFlight.answerUnanswered((p) => {
      ids.push(p.requestId);
      ends.get(p.requestId)?.();
      if (p.requestId === 'a') ends.get('b')?.();
    });
    expect(ids).toEqual(['a', 'c']);
    expect(answeredIds(inFlight)).toEqual([]);
  });

  it('tracks and forgets a hundred thousand requests without allocating in the old generation', () => {
    const inFlight = createInFlight();
    const requests = Array.from({ length: 50 }, (_, i) => pending(String(i)));
    // Fifty requests at a time, as under load: a Set here got a new table in the old generation at each grow
    // and shrink (~8 MB for these rounds, measured), where a list only links young objects.
    const growth = oldGenerationGrowth(() => {
      const ends = requests.map((p) => inFlight.track(p));
      for (const end of ends) end();
    }, 2000);
    expect(growth).toBeLessThan(512 * 1024);
  });
});
