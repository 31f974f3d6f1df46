// Waiting on a process or a server in the slow lane: poll until a condition holds, bounded generously by a deadline
// (not by a count of short sleeps, which a busy machine turns into a failure that says nothing about the code).

/** How long a slow-lane wait may take before it is a failure: far beyond what a quiet machine needs (under 2 s). */
export const WAIT_MS = 60_000;

/**
 * For the servers tests start: idle connections kept open longer than any test waits. fetch (undici) drops an
 * idle connection on its own timer, 2 s before the server's keep-alive hint; a loaded machine fires that timer
 * late, the server closes on time, and the next request on the connection fails ("fetch failed", seen on Node 26
 * at load 19). A test of keep-alive itself sets its own.
 */
export const TEST_KEEP_ALIVE = { KEEP_ALIVE_TIMEOUT_MS: String(WAIT_MS) };

/**
 * Calls `check` every `everyMs` until it returns something other than undefined (or false), and returns that;
 * throws after `timeoutMs` with `what` and, if given, `detail()` (a process's output, say).
 */
export async function waitUntil<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  options: { timeoutMs?: number; everyMs?: number; detail?: () => string } = {},
): Promise<T> {
  const deadline = performance.now() + (options.timeoutMs ?? WAIT_MS);
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (performance.now() > deadline) {
      throw new Error(`timed out waiting for ${what}${options.detail ? `: ${options.detail()}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, options.everyMs ?? 50));
  }
}
