// Graceful shutdown: stop accepting, let in-flight requests finish, close idle keep-alives, force after a deadline.
import type { Server } from 'node:http';

export interface ShutdownResult {
  /** True when the deadline passed and the remaining connections were cut. */
  forced: boolean;
  durationMs: number;
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
  onBegin?: () => void,
): (deadline?: number) => Promise<ShutdownResult> {
  let pending: Promise<ShutdownResult> | undefined;
  return (deadline = deadlineMs) => {
    pending ??= new Promise((resolve) => {
      const started = performance.now();
      let forced = false;
      onBegin?.();
      const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
      const force = setTimeout(() => {
        forced = true;
        server.closeAllConnections();
      }, deadline);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(force);
        resolve({ forced, durationMs: Math.round(performance.now() - started) });
      });
      server.closeIdleConnections();
    });
    return pending;
  };
}
