// The machine's and a server's CPU time from /proc (Linux): a quiet machine between sides, CPU per request.
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

/**
 * User plus system CPU time of one process so far, in ms, from /proc/<pid>/stat (fields 14 and 15, in clock
 * ticks of 10 ms: USER_HZ is 100 on Linux); undefined where /proc is not there. Read around each slice, it
 * tells a slow side that works more per request from one that waits more (the 2026-11-27 eighth pass).
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
