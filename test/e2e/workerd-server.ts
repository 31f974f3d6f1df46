// Starts the built worker bundle on workerd from npm, via Miniflare or bare `workerd serve`: 127.0.0.1, no network.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Miniflare } from 'miniflare';
import { buildWorker } from '../../scripts/build-worker.js';
import { freePort } from '../helpers/free-port.js';
import { FIXTURE_CONTENT } from '../helpers/site.js';
import { startBareWorkerd } from './workerd-bare.js';

export interface RunningWorker {
  url: string;
  baseUrl: string;
  /** Everything the worker wrote with console.* (workerd's stdout and stderr). */
  logs: () => string;
  stop: () => Promise<void>;
}

export interface StartWorkerdOptions {
  /** Run scripts/build-worker.ts first (default true); false serves the existing dist/worker/worker.js. */
  build?: boolean;
  /** BASE_URL binding; defaults to the URL the worker is served on. Pass '' to leave it unset. */
  baseUrl?: string;
  port?: number;
  /**
   * 'miniflare' (default) adds Miniflare's entry worker, which compresses like the edge does;
   * 'workerd' is the bare runtime with a generated config, the fair one to benchmark.
   */
  runtime?: 'miniflare' | 'workerd';
  /** Content compiled into the bundle; the main test fixture by default. */
  contentDir?: string;
  /** LOG_LEVEL binding: the Worker logs a line per request unless this is silent or error. */
  logLevel?: string;
}

/** The compatibility date deployed by wrangler.jsonc, so local runs match production. */
export function readCompatibilityDate(): string {
  const text = readFileSync('wrangler.jsonc', 'utf8');
  const date = /"compatibility_date"\s*:\s*"([0-9-]+)"/.exec(text)?.[1];
  if (!date) throw new Error('wrangler.jsonc has no compatibility_date');
  return date;
}

/** The compatibility flags deployed by wrangler.jsonc (nodejs_compat, for node:crypto). */
export function readCompatibilityFlags(): string[] {
  const text = readFileSync('wrangler.jsonc', 'utf8');
  const list = /"compatibility_flags"\s*:\s*(\[[^\]]*\])/.exec(text)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

export async function startWorkerd(options: StartWorkerdOptions = {}): Promise<RunningWorker> {
  const scriptPath =
    options.build === false
      ? 'dist/worker/worker.js'
      : (
          await buildWorker({
            contentDir: options.contentDir ?? FIXTURE_CONTENT,
            // One bundle per content folder, so suites on different content never overwrite each other's.
            outDir: options.contentDir ? join('.tmp', 'worker', basename(options.contentDir)) : undefined,
          })
        ).scriptPath;
  // The port is chosen first so BASE_URL can point at the worker itself, as the Node server's default does.
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const baseUrl = options.baseUrl ?? url;
  const bindings: Record<string, string> = baseUrl === '' ? {} : { BASE_URL: baseUrl };
  if (options.logLevel) bindings.LOG_LEVEL = options.logLevel;
  const compatibilityDate = readCompatibilityDate();
  const compatibilityFlags = readCompatibilityFlags();
  if (options.runtime === 'workerd') {
    const bare = await startBareWorkerd({
      scriptPath,
      port,
      bindings,
      compatibilityDate,
      compatibilityFlags,
    });
    return { url, baseUrl, ...bare };
  }
  let output = '';
  const collect = (stream: Readable) =>
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
  const mf = new Miniflare({
    modules: true,
    scriptPath,
    compatibilityDate,
    compatibilityFlags,
    bindings,
    host: '127.0.0.1',
    port,
    // cf: false keeps Miniflare from downloading workers.cloudflare.com/cf.json; the rest is local already.
    cf: false,
    telemetry: { enabled: false },
    // Miniflare's request log calls back into Node for every request: off, so measurements are of workerd.
    logRequests: false,
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      collect(stdout);
      collect(stderr);
    },
  });
  await mf.ready;
  return { url, baseUrl, logs: () => output, stop: () => mf.dispose() };
}

/**
 * As a process (for the bench): `PORT=8787 node --import tsx test/e2e/workerd-server.ts` builds the bundle,
 * serves it on bare workerd (WORKER_RUNTIME=miniflare for Miniflare), prints one JSON "listening" line,
 * and stops on SIGTERM or SIGINT.
 */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startWorkerd({
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
    baseUrl: process.env.BASE_URL,
    build: process.env.WORKER_BUILD !== '0',
    runtime: process.env.WORKER_RUNTIME === 'miniflare' ? 'miniflare' : 'workerd',
    contentDir: process.env.CONTENT_DIR || undefined,
    // The bench measures every server at LOG_LEVEL=silent unless told otherwise.
    logLevel: process.env.LOG_LEVEL || 'silent',
  }).then(
    (worker) => {
      console.log(
        JSON.stringify({ msg: 'listening', url: worker.url, baseUrl: worker.baseUrl, pid: process.pid }),
      );
      const stop = () => void worker.stop().then(() => process.exit(0));
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
