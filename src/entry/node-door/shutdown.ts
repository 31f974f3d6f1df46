// Graceful shutdown: stop accepting, let in-flight requests finish, close idle keep-alives, answer and cut at a deadline.
import type { Server } from 'node:http';

export interface ShutdownResult {
  /** True when the deadline passed and the remaining connections were cut. */
  forced: boolean;
  /** Requests answered 503 shutting_down at the deadline instead of being cut with no answer. */
  refused: number;
  durationMs: number;
}

export interface ShutdownHooks {
  /** Called once when shutdown begins (responses then close their connections). */
  onBegin?: () => void;
  /** Called at the deadline, before connections are cut: answers what it can, returns how many. */
  onDeadline?: () => number;
}

/** How often idle keep-alive connections are swept while in-flight requests finish. */
const SWEEP_MS = 50;

/**
 * Returns a function that shuts the server down once; later calls share the first call's outcome.
 * server.close() refuses new connections at once and closes idle ones; a connection whose response is
 * still being written becomes idle when it ends, and the sweep then closes it instead of keeping it alive.
 */
export function createShutdown(
  server: Server,
  deadlineMs: number,
  hooks: ShutdownHooks = {},
): (deadline?: number) => Promise<ShutdownResult> {
  let pending: Promise<ShutdownResult> | undefined;
  return (deadline = deadlineMs) => {
    pending ??= new Promise((resolve) => {
      const started = performance.now();
      let forced = false;
      let refused = 0;
      hooks.onBegin?.();
      const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
      const force = setTimeout(() => {
        forced = true;
        // Requests still waiting on a body get their 503 (each closes its own connection once written);
        // the cut waits one turn so those few bytes leave before every remaining socket is destroyed.
        refused = hooks.onDeadline?.() ?? 0;
        setImmediate(() => server.closeAllConnections());
      }, deadline);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(force);
        resolve({ forced, refused, durationMs: Math.round(performance.now() - started) });
      });
      server.closeIdleConnections();
    });
    return pending;
  };
}
