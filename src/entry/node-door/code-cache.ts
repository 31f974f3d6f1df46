// Runs a CommonJS bundle through V8's code cache: start-up then skips parsing and compiling what the cache holds.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';

/**
 * The CommonJS wrapper, written around the bundle by the build, so the bundle sees require, module and
 * __dirname as if Node had loaded it. Wrapped at run time instead, the file's text and the wrapped copy V8
 * compiles were both resident (~1.2 MB of idle RSS, measured). dist/server.cjs is therefore run through
 * dist/server.js only: on its own it is one function expression that nothing calls.
 */
export function wrapCommonJs(code: string): string {
  return `(function (exports, require, module, __filename, __dirname) {${code}\n})`;
}

/** Set by the build (scripts/build-node.ts) for one warm-up run that writes the cache on exit. */
export const WRITE_CODE_CACHE = 'OFFER_SITE_WRITE_CODE_CACHE';

/**
 * Measured on the Node server: the cache cut start-up instructions by ~15%. V8 checks that the cache matches
 * this source, Node version and flags; when it does not, the bundle is compiled as usual, only slower.
 */
export function runWithCodeCache(
  bundle: string,
  env: Record<string, string | undefined>,
  /** Runs between compiling and running: a V8 flag set earlier would fail the cache's flag check. */
  beforeRun: () => void = () => undefined,
): void {
  const script = compileBundle(bundle, env);
  beforeRun();
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle));
}

/**
 * Compiles in its own frame: the cache's bytes (~1.5 MB) are then unreachable while the bundle runs, so the
 * first scavenges free them; held by runWithCodeCache's frame they stayed resident until a major GC.
 */
function compileBundle(bundle: string, env: Record<string, string | undefined>): Script {
  const cacheFile = `${bundle}.cache`;
  const writing = env[WRITE_CODE_CACHE] === '1';
  // The cache first: glibc's malloc raises its mmap threshold to the size of each large block it frees, so a cache
  // read after the source's freed read buffer could land in the heap, which keeps its pages (+1.3 MB idle RSS,
  // measured); read first, it is mapped on its own and its pages go back when it dies.
  const cachedData = !writing && existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  // Already wrapped by the build (wrapCommonJs): the string read is the source V8 keeps, with no second copy.
  const source = readFileSync(bundle, 'utf8');
  const script = new Script(source, { filename: bundle, cachedData });
  if (cachedData && script.cachedDataRejected && (env.LOG_LEVEL || 'info') === 'info') {
    // Another Node version or V8 flags than the build's: `npm run build` on this machine renews the cache.
    const event = {
      time: new Date().toISOString(),
      level: 'info',
      msg: 'code cache rejected; compiling instead',
    };
    process.stdout.write(`${JSON.stringify({ ...event, cache: cacheFile, node: process.version })}\n`);
  }
  if (writing) {
    // Written at exit, after start-up and a few requests: the cache then holds every function they compiled.
    process.once('exit', () => writeFileSync(cacheFile, script.createCachedData()));
  }
  return script;
}
