// Vitest: unit and HTTP tests through app.request(); end-to-end files start the real server themselves.
import { defineConfig } from 'vitest/config';
import { mcpAppDefine } from './scripts/mcp-app-script.js';

export default defineConfig(async () => ({
  // The MCP App views' script, bundled once per run as the builds bundle it (src/render/mcp-app/view-script.ts).
  define: await mcpAppDefine(),
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
}));
