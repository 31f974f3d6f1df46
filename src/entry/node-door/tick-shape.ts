// Keeps one of Node's nextTick objects alive, so no full collection takes the shape every later tick is built with.
import { createHook } from 'node:async_hooks';

let kept: object | undefined;

/**
 * Node 20's process.nextTick builds each queued tick as an object literal with symbol keys. That shape (V8's
 * map) is reachable only from ticks still queued, so a full collection with none queued frees it, and the next
 * tick builds a new one. After three such collections the literal's inline cache is megamorphic for good:
 * every nextTick then goes through V8's runtime (~340 against ~50 to 75 ns a tick, measured). A server runs
 * many full collections, and queues several ticks per request (stream resume and end, write callbacks): under
 * MCP load perf put 1.6 µs of each request there. Holding one tick keeps its map, so the cache stays
 * monomorphic. The hook is on for one nextTick call, once.
 */
export function keepTickShape(): void {
  if (kept) return;
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === 'TickObject') kept ??= resource;
    },
  });
  hook.enable();
  process.nextTick(() => {});
  hook.disable();
}

/** The tick held, for the test that proves later ticks share its shape. */
export const keptTick = (): object | undefined => kept;
