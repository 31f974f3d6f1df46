// `npm run build`: the Node server as one bundle (dist/server.cjs), its launcher (dist/server.js) and V8 code cache.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { WRITE_CODE_CACHE, wrapCommonJs } from '../src/entry/node-door/code-cache.js';
import { withoutZodLocales } from './esbuild-plugins.js';
import { bundleMcpAppScript } from './mcp-app-script.js';
import { MCP_APP_VIEW_FILE, REPORT_FILE } from './node-dist-files.js';
import { fontsFromFiles, mcpAppFromFile } from './node-dist-plugins.js';

/**
 * The flags production runs `node` with: package.json (start, serve), Dockerfile, the systemd unit, the bench
 * (test/deploy-files.test.ts keeps them in step). Under load V8 grows the young generation to 32 MB, which then
 * stays resident; capped at 2 x 4 MB, RSS after the bench was ~85 MB instead of ~107 MB. 2 x 2 MB is smaller
 * still and faster (paired slices, primed as the bench primes: POST /api/fit 28.6 against 33.5 us of CPU a
 * request, GET /api/offer 24.1 against 27.8), likely because the nursery then stays in the core's caches and
 * TLB; 2 x 1 MB collected too often and was slower than both. --single-threaded-gc: on one or two cores (a
 * small container, the bench's VM) parallel scavenges waited on helper threads that had no core, doubling the
 * median young-generation pause; on the main thread alone POST /api/fit and MCP gained ~5%.
 * --heap-growing-percent=100: V8 let the old generation reach four times its ~14 MB live size between full
 * collections, so RSS under steady load climbed ~30 MB in a sawtooth of uncollected garbage; at twice, the
 * peaks were ~15 MB lower at the same throughput.
 * --v8-pool-size=1 (Node's, not V8's): one background thread for V8's compiler instead of four, each of which
 * kept its own malloc arena resident; after a mixed load RSS was 85 MB instead of 92 MB (idle 63.6 against
 * 65.7), with the same throughput in paired slices.
 * --no-allocation-site-pretenuring: after answers that live long (the bench's every-surface case: fonts and
 * pages written slowly), V8 decided some allocation sites make long-lived objects and put their objects straight
 * into the old generation. Dead there, they kept each later request's Buffers alive through young collections,
 * so MCP answers' ArrayBuffers piled up to ~30 MB between full collections (3 to 4 a second), and malloc kept
 * the pages. Without it (paired slices in the bench's order): MCP check_fit 1.2 to 1.3x the requests a second at
 * 0.75 to 0.82x the CPU, other cases unchanged; malloc's heap after every case for 3 s 9 MB instead of 25 to 35.
 * The code cache is written under these flags, because V8 only accepts it under the same.
 */
export const NODE_FLAGS = [
  '--max-semi-space-size=2',
  '--single-threaded-gc',
  '--heap-growing-percent=100',
  '--v8-pool-size=1',
  '--no-allocation-site-pretenuring',
];

export interface BuildNodeOptions {
  outDir?: string;
  /** Content the warm-up run starts on (default CONTENT_DIR or content/); the cache does not depend on it. */
  contentDir?: string;
  /** false: no warm-up run and no code cache (the server starts either way, only slower). */
  codeCache?: boolean;
  /** V8 flags the server will run with: the cache is only accepted under the flags it was written with. */
  nodeFlags?: string[];
  /** The Node that writes the cache (default: this one): V8 accepts a cache only from its own version. */
  node?: string;
}

export interface BuiltServer {
  scriptPath: string;
  bundlePath: string;
  bytes: number;
  /** Imports left to the runtime: only Node's built-ins, so dist/ runs without node_modules. */
  externals: string[];
  /** Why no code cache was written, if none was. */
  cacheSkipped?: string;
}

export async function buildNode(options: BuildNodeOptions = {}): Promise<BuiltServer> {
  const outDir = options.outDir ?? 'dist';
  const bundlePath = join(outDir, 'server.cjs');
  const scriptPath = join(outDir, 'server.js');
  rmSync(`${bundlePath}.cache`, { force: true });
  const result = await build({
    entryPoints: ['src/entry/node.ts'],
    outfile: bundlePath,
    bundle: true,
    platform: 'node',
    // CommonJS so the launcher can compile it as a vm.Script with cachedData (ES modules have no code cache API
    // on Node 20). V8 keeps the source resident: whitespace and syntax minified, it is 0.8 MB instead of 1.1
    // (~2.5 MB less RSS, measured); names are kept, so stack traces stay readable without a source map.
    format: 'cjs',
    minifyWhitespace: true,
    minifySyntax: true,
    target: 'node20',
    // The MCP App views' script and the fonts are files beside the bundle, read on first use (node-dist-plugins.ts).
    plugins: [withoutZodLocales, mcpAppFromFile, fontsFromFiles(outDir)],
    legalComments: 'linked',
    logLevel: 'warning',
    metafile: true,
  });
  writeFileSync(bundlePath, wrapCommonJs(asciiOnly(readFileSync(bundlePath, 'utf8'))));
  writeFileSync(join(outDir, MCP_APP_VIEW_FILE), await bundleMcpAppScript());
  await build({
    entryPoints: ['src/entry/launcher.ts'],
    outfile: scriptPath,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  const report = await buildReport(outDir);
  const externals = Object.values({ ...result.metafile.outputs, ...report.metafile.outputs }).flatMap((o) =>
    o.imports.filter((i) => i.external).map((i) => i.path),
  );
  const built: BuiltServer = {
    scriptPath,
    bundlePath,
    bytes: statSync(bundlePath).size,
    externals: [...new Set(externals)],
  };
  if (options.codeCache === false) return { ...built, cacheSkipped: 'not asked for' };
  const contentDir = options.contentDir ?? (process.env.CONTENT_DIR || 'content');
  try {
    await warmUp(scriptPath, contentDir, options.nodeFlags ?? NODE_FLAGS, options.node ?? process.execPath);
  } catch (error) {
    return { ...built, cacheSkipped: error instanceof Error ? error.message : String(error) };
  }
  if (!existsSync(`${bundlePath}.cache`)) return { ...built, cacheSkipped: 'the warm-up run wrote no cache' };
  return built;
}

/**
 * The traffic report as one ES module beside the server (`node dist/report.js`), so a production host reads
 * its logs with the bundle alone: no tsx, no dev dependency, no tools/ folder. It reads the fonts the server
 * build wrote to dist/fonts (for the HTML report's faces) through the same loader, so it needs __dirname.
 */
function buildReport(outDir: string) {
  return build({
    entryPoints: ['tools/report/cli.ts'],
    outfile: join(outDir, REPORT_FILE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minifyWhitespace: true,
    minifySyntax: true,
    banner: {
      js: "import{createRequire as __cr}from'node:module';import{dirname as __dn}from'node:path';import{fileURLToPath as __fp}from'node:url';const require=__cr(import.meta.url);const __dirname=__dn(__fp(import.meta.url));",
    },
    plugins: [withoutZodLocales, fontsFromFiles(outDir)],
    legalComments: 'linked',
    logLevel: 'warning',
    metafile: true,
  });
}

/**
 * esbuild escapes non-ASCII in strings but not in comments and regular expressions (markdown-it has an ellipsis
 * in one). One such character makes V8 hold the whole 1 MB source as a two-byte string; \uXXXX means the same
 * in both places.
 */
function asciiOnly(code: string): string {
  return code.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Requests that compile the hot paths, so the cache holds them as well as start-up. The fit profile is the
 * content's own strong-fit example (its fields are the owner's), so the verdict path compiles for every owner.
 */
function warmUpRequests(profile: string): { path: string; init?: RequestInit }[] {
  return [
    { path: '/api/health' },
    { path: '/', init: { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } } },
    { path: '/', init: { headers: { accept: 'text/markdown' } } },
    { path: '/api/fit', init: { method: 'POST', body: profile } },
    {
      path: '/mcp',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"check_fit","arguments":${profile}}}`,
      },
    },
    { path: '/no-such-page' },
  ];
}

/** The OpenAPI document's strongFit example for POST /api/fit, as JSON text ('{}' if it has none). */
async function fetchFitExample(url: string): Promise<string> {
  const doc = (await (await fetch(`${url}/openapi.json`)).json()) as {
    paths?: Record<
      string,
      {
        post?: {
          requestBody?: { content?: Record<string, { examples?: Record<string, { value?: unknown }> }> };
        };
      }
    >;
  };
  const value =
    doc.paths?.['/api/fit']?.post?.requestBody?.content?.['application/json']?.examples?.strongFit?.value;
  return JSON.stringify(value ?? {});
}

/** Starts the built server once on a free port, sends the warm-up requests, and stops it; the launcher writes the cache on exit. */
async function warmUp(
  scriptPath: string,
  contentDir: string,
  nodeFlags: string[],
  node: string,
): Promise<void> {
  const child = spawn(node, [...nodeFlags, scriptPath], {
    env: {
      PATH: process.env.PATH,
      [WRITE_CODE_CACHE]: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      CONTENT_DIR: contentDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await listeningUrl(child);
    const profile = await fetchFitExample(url);
    for (const { path, init } of warmUpRequests(profile))
      await (await fetch(`${url}${path}`, init)).arrayBuffer();
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/** The `listening` event's URL from the server's JSON log, or its start-up error. */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error('the warm-up server did not start in 30 s')), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const url = /"msg":"listening","url":"([^"]+)"/.exec(out)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the warm-up server exited with ${code}: ${err.trim().split('\n')[0] ?? ''}`));
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildNode({ outDir: process.argv[2] || undefined }).then(
    (built) => {
      const size = `${(built.bytes / 1024).toFixed(0)} KiB`;
      console.log(`Built ${built.scriptPath} (runs ${built.bundlePath}, ${size})`);
      if (built.cacheSkipped)
        console.warn(`No code cache (${built.cacheSkipped}); the server starts without it, only slower.`);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
