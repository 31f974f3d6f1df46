// The Node door holds one nextTick object, so full collections never take the shape every later tick is built with.
import { createHook } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { keepTickShape, keptTick } from '../src/entry/node-door/tick-shape.js';
import { sameMapCheck } from './helpers/v8-shape.js';

/** The object nextTick builds for one queued callback, caught as the async hook sees it. */
function queueOneTick(): object | undefined {
  let tick: object | undefined;
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === 'TickObject') tick ??= resource;
    },
  }).enable();
  process.nextTick(() => {});
  hook.disable();
  return tick;
}

describe('keepTickShape', () => {
  it('holds a tick, and ticks queued after full collections still have its shape (V8 map)', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const haveSameMap = sameMapCheck();

    keepTickShape();
    const kept = keptTick();
    expect(kept).toBeDefined();
    // The symbol-keyed fields Node gives every tick, and its callback: a real tick, not a look-alike.
    expect(Object.getOwnPropertySymbols(kept).length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(kept as object)).toContain('callback');
    // Node 20 needed three full collections, with no tick queued, to make nextTick's cache megamorphic.
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      gc();
    }
    const later = queueOneTick();
    expect(later).toBeDefined();
    expect(haveSameMap(kept as object, later as object)).toBe(true);
    // The check tells shapes apart: an object with the same named field is another map.
    expect(haveSameMap(kept as object, { callback: () => {}, args: undefined })).toBe(false);
    // Called again (a second server in one process), it keeps the first tick instead of piling up more.
    keepTickShape();
    expect(keptTick()).toBe(kept);
  });
});
