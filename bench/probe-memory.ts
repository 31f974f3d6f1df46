// Memory after a full collection, read through bench/memory-probe.mjs in a server the bench or the soak spawned.
// Why: RSS under load is mostly garbage V8 has not collected yet, a sawtooth whose readings prove nothing.
import { existsSync, readFileSync, rmSync } from 'node:fs';

/** Node arguments that preload the probe. No V8 flag: one would make V8 reject the production code cache. */
export const MEMORY_PROBE_ARGS = ['--import', './bench/memory-probe.mjs'];

export interface Memory {
  rssMb: number;
  heapMb: number;
}

/** Asks the probe in process `pid` (started with MEMORY_PROBE_FILE=`file`) to collect and report what is left. */
export async function probeMemory(pid: number, file: string): Promise<Memory> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; !existsSync(file); waited += 20) {
    if (waited > 10_000) throw new Error(`the memory probe in process ${pid} did not answer within 10 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const { rss, heapUsed } = JSON.parse(readFileSync(file, 'utf8')) as { rss: number; heapUsed: number };
  const mb = (bytes: number) => Math.round(bytes / 104857.6) / 10;
  return { rssMb: mb(rss), heapMb: mb(heapUsed) };
}
