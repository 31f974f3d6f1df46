// Vitest: two projects. `fast` (unit tests, app.request() and in-process servers) is the inner loop,
// `npm run test:fast`; `slow` starts processes, browsers, workerd, external linters or long suites. `npm test`
// (and CI) runs both.
import { defineConfig } from 'vitest/config';
import { mcpAppDefine } from './scripts/mcp-app-script.js';

/** Files that spawn a process, a browser or workerd, run the shared e2e suite, or drive thousands of requests. */
const SLOW = [
  'test/e2e-node.test.ts',
  'test/e2e-workerd.test.ts',
  'test/owner-content.test.ts',
  'test/browser.test.ts',
  'test/webmcp*.test.ts',
  'test/cluster.test.ts',
  'test/node-bundle.test.ts',
  'test/shutdown.test.ts',
  'test/runtime-install.test.ts',
  'test/runtime-stage.test.ts',
  'test/dev-entry.test.ts',
  'test/readiness.test.ts',
  'test/openapi.test.ts',
  // Mostly unit tests, but one spawns the server through tsx: the slowest file of the inner loop (25 s loaded).
  'test/content.test.ts',
  'test/fuzz.test.ts',
  'test/mcp-app-browser.test.ts',
  'test/design-rules.test.ts',
  // recheck over every pattern in src/: about 20 s of CPU.
  'test/input-patterns.test.ts',
  // A server in a child process, 6,000 requests of 14 KB, memory after full collections.
  'test/negotiation-memory.test.ts',
  'test/svg-assets.test.ts',
  'test/hostile-round4-node.test.ts',
  // The hostile corpus on Node, a WORKERS=2 cluster, workerd and the export: two builds, two processes.
  'test/door-parity.test.ts',
];

export default defineConfig({
  // The MCP App views' script, bundled once per run as the builds bundle it (src/render/mcp-app/view-script.ts).
  define: await mcpAppDefine(),
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'fast', include: ['test/**/*.test.ts'], exclude: SLOW } },
      { extends: true, test: { name: 'slow', include: SLOW } },
    ],
  },
});
