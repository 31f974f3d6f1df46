// The views' bundled script, compiled by esbuild at build time (scripts/mcp-app-script.ts) and injected as a constant.

/** Replaced by esbuild `define` in scripts/build-node.ts and build-worker.ts; set on globalThis by dev and tests. */
declare const __MCP_APP_SCRIPT__: string | undefined;

/** The same bytes in Node and the Worker: both builds inject the one bundle of app/view-app.ts. */
export function readViewScript(): string {
  const script = typeof __MCP_APP_SCRIPT__ === 'string' ? __MCP_APP_SCRIPT__ : undefined;
  if (script === undefined) {
    throw new Error(
      'The MCP App view script was not injected: build with scripts/build-node.ts or build-worker.ts, or set globalThis.__MCP_APP_SCRIPT__ from scripts/mcp-app-script.ts',
    );
  }
  return script;
}
