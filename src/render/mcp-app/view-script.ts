// The views' bundled script, compiled by esbuild at build time (scripts/mcp-app-script.ts) and injected by the build.

/**
 * Replaced by the builds: the script's text (esbuild `define` in the Worker build, vitest; set on globalThis by
 * dev), or in the Node build a function that reads it from a file beside the bundle
 * (scripts/node-dist-plugins.ts), so its ~400 KB are not part of the source V8 keeps resident from start-up
 * (~0.8 MB of idle RSS, measured).
 */
declare const __MCP_APP_SCRIPT__: string | (() => string) | undefined;

let script: string | undefined;

/** The same bytes in Node and the Worker: both builds inject the one bundle of app/view-app.ts. */
export function readViewScript(): string {
  if (script !== undefined) return script;
  const injected = typeof __MCP_APP_SCRIPT__ === 'undefined' ? undefined : __MCP_APP_SCRIPT__;
  if (injected === undefined) {
    throw new Error(
      'The MCP App view script was not injected: build with scripts/build-node.ts or build-worker.ts, or set globalThis.__MCP_APP_SCRIPT__ from scripts/mcp-app-script.ts',
    );
  }
  script = typeof injected === 'function' ? injected() : injected;
  return script;
}
