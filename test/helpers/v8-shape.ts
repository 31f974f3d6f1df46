// V8's own answer to "do these two objects have one hidden class?", for tests of shapes the hot path relies on.
import { setFlagsFromString } from 'node:v8';

export type SameMap = (a: object, b: object) => boolean;

/** `%HaveSameMap` as a function; natives syntax is switched on first, for the functions compiled after it. */
export function sameMapCheck(): SameMap {
  setFlagsFromString('--allow-natives-syntax');
  return new Function('a', 'b', 'return %HaveSameMap(a, b)') as SameMap;
}
