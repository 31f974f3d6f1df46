// How much a piece of code leaves in V8's old generation: what per-request work must never do under load.
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const oldSpaceUsed = () =>
  getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')?.space_used_size ?? 0;

/**
 * Calls `step(0..times-1)` once to warm up (V8 compiles the loop and what it calls, in the old generation),
 * then runs a full collection, which moves every survivor to the old generation as in a server that has run a
 * while, then calls the same loop again and returns how far old space grew, in bytes. Young garbage does not
 * count, and nothing empties the old generation in between: no full collection is started here.
 */
export function oldGenerationGrowth(step: (i: number) => void, times: number): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const loop = () => {
    for (let i = 0; i < times; i++) step(i);
  };
  loop();
  gc();
  const before = oldSpaceUsed();
  loop();
  return oldSpaceUsed() - before;
}
