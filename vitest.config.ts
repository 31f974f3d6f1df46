// Vitest projects. The inner loop, `npm run test:fast`, runs `fast` and `fast-isolated`: pure tests that start no
// process, open no socket and never sleep, so their result cannot depend on the machine's speed
// (test/helpers/fast-lane-guard.ts refuses the first two at run time, test/lanes.test.ts checks the files). Which
// file runs where: test/lanes.ts.
// `slow` holds everything that starts a process, a server, a browser or workerd, or generates load. `npm test`
// (and CI) runs all three.
import { defineConfig } from 'vitest/config';
import { mcpAppDefine } from './scripts/mcp-app-script.js';
import { ALL_TESTS, ISOLATED, SLOW } from './test/lanes.js';

export default defineConfig({
  // The MCP App views' script, bundled once per run as the builds bundle it (src/render/mcp-app/view-script.ts).
  define: await mcpAppDefine(),
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: [ALL_TESTS],
          exclude: [...SLOW, ...ISOLATED],
          setupFiles: ['test/helpers/fast-lane-guard.ts'],
          // Modules are shared by the files of a worker: each file importing the whole app again was most of
          // the lane's time. Nothing here may keep state between files (a module-level hook, a mock, a timer).
          isolate: false,
          // Pure work only, so no wait to bound: the limits are for a machine that is busy with other things.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'fast-isolated',
          include: ISOLATED,
          setupFiles: ['test/helpers/fast-lane-guard.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        // Waits on processes, sockets and browsers: bounded, but generously, so a loaded machine is not a failure.
        test: {
          name: 'slow',
          include: SLOW,
          testTimeout: 180_000,
          hookTimeout: 300_000,
          // expect.poll gives up after 1 s by default: a browser or a server's log can take longer on a busy machine.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
