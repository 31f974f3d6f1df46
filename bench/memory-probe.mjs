// Preloaded into a server the bench or the soak runs: on SIGUSR2 it collects all garbage, then writes memory use.
// Why: RSS under load is mostly garbage V8 has not yet collected, so only memory after a full collection shows a leak.
import { renameSync, writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const out = process.env.MEMORY_PROBE_FILE;
if (out) {
  process.on('SIGUSR2', () => {
    // Exposed only now: --expose-gc at start changes V8's flags, so the code cache is rejected (+4.3 MB idle).
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc');
    gc();
    // Sweeping finishes after the collection returns; a second one and a pause let freed pages go back.
    setTimeout(() => {
      gc();
      setTimeout(() => {
        const { rss, heapUsed } = process.memoryUsage();
        // Written aside, then renamed: the reader never sees a half-written file.
        writeFileSync(`${out}.part`, JSON.stringify({ rss, heapUsed }));
        renameSync(`${out}.part`, out);
      }, 200);
    }, 50);
  });
}
