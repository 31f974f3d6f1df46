// Node build only: files the build writes beside dist/server.cjs, read on first use instead of held in its source.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The MCP App views' script (~400 KB), read by the first request that shows a view. */
export const MCP_APP_VIEW_FILE = 'mcp-app-view.js';
/** The traffic report (tools/report/cli.ts), run on the host with `node dist/report.js`. */
export const REPORT_FILE = 'report.js';
/** The bundled fonts, one woff2 per font id, read when the site's theme first needs its faces. */
export const FONTS_DIR = 'fonts';

// __dirname is the bundle's folder: the launcher runs dist/server.cjs as CommonJS (src/entry/node-door/code-cache.ts).

function readMcpAppScript(): string {
  return readFileSync(join(__dirname, MCP_APP_VIEW_FILE), 'utf8');
}

/** The font's woff2 as base64, as src/render/html/fonts/font-data.ts holds it in the other builds. */
export function readFontBase64(id: string): string {
  return readFileSync(join(__dirname, FONTS_DIR, `${id}.woff2`)).toString('base64');
}

export { readMcpAppScript as __MCP_APP_SCRIPT__ };
