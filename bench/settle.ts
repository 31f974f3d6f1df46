// Waiting for a quiet machine between the bench's sides, read from /proc/stat (Linux).
import { readFileSync } from 'node:fs';

/** Busy and total CPU time of the whole machine so far, in clock ticks (first line of /proc/stat). */
function cpuTicks(): { busy: number; total: number } | undefined {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    // idle and iowait are the 4th and 5th fields.
    return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
  } catch {
    return undefined;
  }
}

/**
 * Waits until the machine is quiet (under 10% busy over 100 ms), at most `maxMs`: a server that is still
 * collecting garbage or finishing queued requests after its round must not slow down the next side.
 * Resolves with the milliseconds waited.
 */
export async function settle(maxMs = 3000): Promise<number> {
  const started = performance.now();
  let before = cpuTicks();
  while (before && performance.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, 100));
    const after = cpuTicks();
    if (!after) break;
    const busy = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (busy < 0.1) break;
    before = after;
  }
  return Math.round(performance.now() - started);
}
