// Bundles the Workers entry: the content folder is read and validated now, then compiled into dist/worker/worker.js.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { encodeContentFiles } from '../src/content/bundle-files.js';
import { ContentError } from '../src/content/errors.js';
import { readContentFiles } from '../src/content/load-site.js';
import { parseSite } from '../src/content/parse-site.js';
import { prepareSiteNotFound } from '../src/http/not-found.js';
import { buildResponseTable, renderEveryVariant } from '../src/http/response-table.js';
import { buildSurfaces } from '../src/http/surfaces/all.js';
import { mcpAppDefine } from './mcp-app-script.js';

export interface BuildWorkerOptions {
  contentDir?: string;
  outDir?: string;
  /**
   * `npm run dev:worker` (OFFER_SITE_DEV_BUILD=1): broken content still builds, into a worker that shows the
   * problems, so wrangler has something to serve instead of waiting for a bundle that never comes.
   */
  dev?: boolean;
}

export interface BuiltWorker {
  scriptPath: string;
  bytes: number;
  /** Imports left in the bundle: only the runtime's own cloudflare:workers and node:crypto. */
  imports: string[];
}

/** Throws ContentError (naming file and field) before bundling, so a bad content folder fails the build. */
export async function buildWorker(options: BuildWorkerOptions = {}): Promise<BuiltWorker> {
  const contentDir = options.contentDir ?? 'content';
  const outDir = options.outDir ?? join('dist', 'worker');
  let files: ReturnType<typeof readContentFiles> = {};
  let problems: string | undefined;
  try {
    files = readContentFiles(contentDir);
    // Render every surface once here too (and the browser 404, made on its first request): a renderer that
    // throws on this content fails the build, not a request.
    const site = parseSite(files, 'https://build.invalid');
    renderEveryVariant(buildResponseTable(site, buildSurfaces(site)));
    void prepareSiteNotFound(site).responses;
  } catch (error) {
    if (!options.dev || !(error instanceof ContentError)) throw error;
    problems = error.message;
    console.error(`\n${problems}\n\n(built a worker that shows these problems: fix the content and save)\n`);
  }
  const scriptPath = join(outDir, 'worker.js');
  const result = await build({
    entryPoints: ['src/entry/worker.ts'],
    outfile: scriptPath,
    bundle: true,
    format: 'esm',
    // Browser platform: any node: import in the request path is a build error, which is what we want.
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser'],
    // Provided by the runtime: bindings in the global scope, so the site is built at isolate start-up; and
    // node:crypto (nodejs_compat) for the skills index's synchronous SHA-256. Any other node: import still fails.
    external: ['cloudflare:workers', 'node:crypto'],
    target: 'es2022',
    minify: true,
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    define: {
      __OFFER_SITE_CONTENT__: JSON.stringify({ files: encodeContentFiles(files), problems }),
      ...(await mcpAppDefine()),
    },
  });
  const imports = Object.values(result.metafile.outputs).flatMap((o) => o.imports.map((i) => i.path));
  return { scriptPath, bytes: statSync(scriptPath).size, imports };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildWorker({
    contentDir: process.env.CONTENT_DIR || undefined,
    dev: process.env.OFFER_SITE_DEV_BUILD === '1',
  }).then(
    (built) =>
      console.log(
        `Built ${built.scriptPath} (${(built.bytes / 1024).toFixed(0)} KiB); it serves on the BASE_URL of wrangler.jsonc's vars`,
      ),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
