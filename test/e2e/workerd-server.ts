// Starts the built worker bundle under workerd (Miniflare from npm) on 127.0.0.1: no account, no network.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Miniflare } from 'miniflare';
import { buildWorker } from '../../scripts/build-worker.js';

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
}

/** The compatibility date deployed by wrangler.jsonc, so local runs match production. */
export function readCompatibilityDate(): string {
  const text = readFileSync('wrangler.jsonc', 'utf8');
  const date = /"compatibility_date"\s*:\s*"([0-9-]+)"/.exec(text)?.[1];
  if (!date) throw new Error('wrangler.jsonc has no compatibility_date');
  return date;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startWorkerd(options: StartWorkerdOptions = {}): Promise<RunningWorker> {
  const scriptPath = options.build === false ? 'dist/worker/worker.js' : (await buildWorker()).scriptPath;
  // The port is chosen first so BASE_URL can point at the worker itself, as the Node server's default does.
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const baseUrl = options.baseUrl ?? url;
  let output = '';
  const collect = (stream: Readable) =>
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
  const mf = new Miniflare({
    modules: true,
    scriptPath,
    compatibilityDate: readCompatibilityDate(),
    bindings: baseUrl === '' ? {} : { BASE_URL: baseUrl },
    host: '127.0.0.1',
    port,
    // cf: false keeps Miniflare from downloading workers.cloudflare.com/cf.json; the rest is local already.
    cf: false,
    telemetry: { enabled: false },
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
 * serves it on 127.0.0.1:PORT, prints one JSON "listening" line and stops on SIGTERM or SIGINT.
 */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startWorkerd({
    port: process.env.PORT ? Number(process.env.PORT) : undefined,
    baseUrl: process.env.BASE_URL,
    build: process.env.WORKER_BUILD !== '0',
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
