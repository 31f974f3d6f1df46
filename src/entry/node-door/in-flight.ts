// Requests waiting on their client's body: at the shutdown deadline each is answered 503 before its connection is cut.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface PendingRequest {
  req: IncomingMessage;
  res: ServerResponse;
  requestId: string;
  started: number;
}

export interface InFlight {
  /** Tracks a request until its response closes. */
  track(pending: PendingRequest): void;
  /** Calls answer for every tracked request with no response started yet; returns how many there were. */
  answerUnanswered(answer: (pending: PendingRequest) => void): number;
}

/**
 * Only requests that wait on the network are tracked (the raw door's body reads): a table hit or a computed
 * answer finishes in the same turn, so it cannot be caught by a deadline half-done.
 */
export function createInFlight(): InFlight {
  const pending = new Set<PendingRequest>();
  return {
    track(p) {
      pending.add(p);
      p.res.once('close', () => pending.delete(p));
    },
    answerUnanswered(answer) {
      let count = 0;
      for (const p of pending) {
        if (p.res.headersSent || p.res.destroyed) continue;
        answer(p);
        count++;
      }
      return count;
    },
  };
}
