// Preloaded into the soak's server (with --expose-gc): on SIGUSR2 it collects all garbage, then writes memory use.
// Why: RSS under load is mostly garbage V8 has not yet collected, so only memory after a full collection shows a leak.
import { writeFileSync } from 'node:fs';

const out = process.env.MEMORY_PROBE_FILE;
if (out && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    globalThis.gc();
    // Sweeping finishes after the collection returns; a second one and a pause let freed pages go back.
    setTimeout(() => {
      globalThis.gc();
      setTimeout(() => {
        const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
        writeFileSync(out, JSON.stringify({ rss, heapUsed, external: external + arrayBuffers }));
      }, 200);
    }, 50);
  });
}
