// Bundles the MCP App views' script (src/render/mcp-app/app) once per build, for esbuild `define` and for dev and tests.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { withoutZodLocales } from './esbuild-plugins.js';

const ENTRY = 'src/render/mcp-app/app/view-app.ts';

let bundled: Promise<string> | undefined;

/**
 * One classic script (an IIFE: hosts load the view as srcdoc or a blob, where module scripts behave alike but
 * top-level await does not), minified, ASCII only so the bytes are the same however the HTML is encoded.
 */
export function bundleMcpAppScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    charset: 'ascii',
    legalComments: 'none',
    plugins: [withoutZodLocales],
    logLevel: 'warning',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundled;
}

/**
 * The Node build's injection: src/render/mcp-app/view-script.ts gets its __MCP_APP_SCRIPT__ from
 * scripts/mcp-app-view-file.ts, a function that reads the script from the file the build writes beside the bundle.
 */
export const mcpAppFromFile: Plugin = {
  name: 'mcp-app-from-file',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]render[\\/]mcp-app[\\/]view-script\.ts$/ }, async (args) => {
      const reader = JSON.stringify(resolve('scripts/mcp-app-view-file.ts'));
      const source = await readFile(args.path, 'utf8');
      return { loader: 'ts', contents: `import { __MCP_APP_SCRIPT__ } from ${reader};\n${source}` };
    });
  },
};

/** esbuild `define` entries that inject the bundle into src/render/mcp-app/view-script.ts. */
export async function mcpAppDefine(): Promise<Record<string, string>> {
  return { __MCP_APP_SCRIPT__: JSON.stringify(await bundleMcpAppScript()) };
}
