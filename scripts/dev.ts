// `npm run dev`: bundles the MCP App views' script as the builds do, then runs the development entry (src/entry/dev.ts).
import { bundleMcpAppScript } from './mcp-app-script.js';

// What the builds inject with esbuild `define` (src/render/mcp-app/view-script.ts reads it).
(globalThis as { __MCP_APP_SCRIPT__?: string }).__MCP_APP_SCRIPT__ = await bundleMcpAppScript();
await import('../src/entry/dev.js');
