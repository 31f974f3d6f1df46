// How many key directory fetches may run: a few at once and a few dozen a minute, whatever a flood of signed
// requests naming distinct origins asks for. Past either bound a signature is left unchecked, not queued.

export interface FetchBudget {
  /** A slot for one fetch, released by calling what it returns; undefined when the budget is spent. */
  take(): (() => void) | undefined;
}

export interface FetchBudgetLimits {
  /** Fetches running at once. */
  inFlight: number;
  /** Fetches started per window. */
  perWindow: number;
  windowMs: number;
}

/** Four at once, 30 a minute: a handful of real signers, each kept at least a minute, need far fewer. */
export const DIRECTORY_FETCH_LIMITS: FetchBudgetLimits = { inFlight: 4, perWindow: 30, windowMs: 60_000 };

export function createFetchBudget(
  limits: FetchBudgetLimits = DIRECTORY_FETCH_LIMITS,
  now: () => number = Date.now,
): FetchBudget {
  let running = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let started = 0;
  return {
    take() {
      if (running >= limits.inFlight) return undefined;
      const at = now();
      if (at - windowStart >= limits.windowMs) {
        windowStart = at;
        started = 0;
      }
      if (started >= limits.perWindow) return undefined;
      started++;
      running++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running--;
      };
    },
  };
}
