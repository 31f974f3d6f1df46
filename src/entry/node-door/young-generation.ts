// Start-up memory: V8's young generation is kept from growing while the site is built, then allowed to again.
import { setFlagsFromString } from 'node:v8';

const FLAG = '--semi-space-growth-factor';
/** V8's default (Node 20 to 24). */
const DEFAULT_GROWTH = 2;

const givenByUser = () => [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((a) => a.includes(FLAG));

/**
 * Loading the bundle and building the site allocate a burst of short-lived garbage; V8 answers by growing
 * the young generation to 16 MB, and those pages stay resident while the server idles (~4 MB of RSS,
 * measured). Holding its size during start-up costs a few extra scavenges. A factor given on the command
 * line is left alone. Call it after compiling: V8's code cache is checked against a hash of all flags.
 */
export function holdYoungGeneration(): void {
  if (!givenByUser()) setFlagsFromString(`${FLAG}=1`);
}

/** Serving: growth returns (it pays for throughput under load), at V8's default so the flag hash matches again. */
export function releaseYoungGeneration(): void {
  if (!givenByUser()) setFlagsFromString(`${FLAG}=${DEFAULT_GROWTH}`);
}
