// Preloaded into the soak's server (with --expose-gc): on SIGUSR2 it collects all garbage, then writes memory use.
// Why: RSS under load is mostly garbage V8 has not yet collected, so only memory after a full collection shows a leak.
import { renameSync, writeFileSync } from 'node:fs';

const out = process.env.MEMORY_PROBE_FILE;
if (out && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    globalThis.gc();
    // Sweeping finishes after the collection returns; a second one and a pause let freed pages go back.
    setTimeout(() => {
      globalThis.gc();
      setTimeout(() => {
        const { rss, heapUsed } = process.memoryUsage();
        // Written aside, then renamed: the soak never reads a half-written file.
        writeFileSync(`${out}.part`, JSON.stringify({ rss, heapUsed }));
        renameSync(`${out}.part`, out);
      }, 200);
    }, 50);
  });
}
