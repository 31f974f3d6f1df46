// Development entry (npm run dev): the Node entry, listening on 127.0.0.1 only unless HOST says otherwise.

// `npm start` listens on 0.0.0.0 (every interface) for containers; a development server is for this machine.
process.env.HOST ||= '127.0.0.1';
// The MCP App views' script, bundled now as the builds bundle it (src/render/mcp-app/view-script.ts).
const { bundleMcpAppScript } = await import('../../scripts/mcp-app-script.js');
(globalThis as { __MCP_APP_SCRIPT__?: string }).__MCP_APP_SCRIPT__ = await bundleMcpAppScript();
// Imported only once HOST is set: the entry reads the environment as it loads.
await import('./node.js');
