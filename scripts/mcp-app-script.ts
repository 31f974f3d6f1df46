// Bundles the MCP App views' script (src/render/mcp-app/app) once per build, for esbuild `define` and for dev and tests.
import { build } from 'esbuild';
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

/** esbuild `define` entries that inject the bundle into src/render/mcp-app/view-script.ts. */
export async function mcpAppDefine(): Promise<Record<string, string>> {
  return { __MCP_APP_SCRIPT__: JSON.stringify(await bundleMcpAppScript()) };
}
