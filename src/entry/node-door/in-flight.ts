// Requests waiting on their client's body: at the shutdown deadline each is answered 503 before its connection is cut.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface PendingRequest {
  req: IncomingMessage;
  res: ServerResponse;
  requestId: string;
  started: number;
}

export interface InFlight {
  /** Tracks a request while its body is read; the returned function ends the tracking. */
  track(pending: PendingRequest): () => void;
  /** Calls answer for every tracked request with no response started yet; returns how many there were. */
  answerUnanswered(answer: (pending: PendingRequest) => void): number;
}

/**
 * Only requests that wait on the network are tracked (the raw door's body reads), and only until the body is
 * in or the client is gone: the answer is then computed and sent in the same turn, so a deadline cannot catch
 * it half-done. Ending the tracking there, instead of on the response's close event, saves a listener per call.
 */
export function createInFlight(): InFlight {
  const pending = new Set<PendingRequest>();
  return {
    track(p) {
      pending.add(p);
      return () => pending.delete(p);
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
