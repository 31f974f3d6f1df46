// Node build only (esbuild `inject`): the MCP App views' script, read from the file beside the bundle on first use.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written next to dist/server.cjs by scripts/build-node.ts. */
export const MCP_APP_VIEW_FILE = 'mcp-app-view.js';

/** __dirname is the bundle's folder: the launcher runs dist/server.cjs as CommonJS (src/entry/node-door/code-cache.ts). */
function readMcpAppScript(): string {
  return readFileSync(join(__dirname, MCP_APP_VIEW_FILE), 'utf8');
}

export { readMcpAppScript as __MCP_APP_SCRIPT__ };
