// Which test file runs in which vitest project: read by vitest.config.ts and checked by test/lanes.test.ts.
// The fast lane is pure: no process, socket, listener or real sleep, so its result cannot depend on the machine.

/** Files that start a process, a server (in-process too), a browser or workerd, or drive thousands of requests. */
export const SLOW = [
  // On the real Node server, in-process: the `-node` twin of a fast file checks the same rules over a socket.
  'test/*-node.test.ts',
  'test/e2e-workerd.test.ts',
  'test/owner-content.test.ts',
  'test/browser.test.ts',
  'test/webmcp*.test.ts',
  'test/cluster.test.ts',
  'test/node-bundle.test.ts',
  'test/shutdown.test.ts',
  'test/runtime-install.test.ts',
  'test/runtime-stage.test.ts',
  'test/runtime-flags.test.ts',
  'test/dev-entry.test.ts',
  'test/readiness.test.ts',
  'test/openapi.test.ts',
  'test/content-processes.test.ts',
  'test/fuzz.test.ts',
  'test/mcp-app-browser.test.ts',
  'test/design-rules.test.ts',
  'test/door-parity.test.ts',
  'test/limits.test.ts',
  'test/refusals.test.ts',
  'test/nosniff.test.ts',
  'test/mcp-sdk.test.ts',
  'test/traffic-report.test.ts',
  // recheck over every pattern in src/: about 20 s of CPU.
  'test/input-patterns.test.ts',
  // A server in a child process, 6,000 requests of 14 KB, memory after full collections.
  'test/negotiation-memory.test.ts',
  'test/svg-assets.test.ts',
  'test/export-served.test.ts',
  // A real Node server with Web Bot Auth key directories over HTTP.
  'test/funnel-report.test.ts',
  // Chromium at four widths over every owner's pages.
  'test/design-widths.test.ts',
];

/**
 * Fast files that need a fresh process of their own: module mocks (vi.mock) need a module graph no other file
 * loaded, and measurements of V8's heap or hidden classes one whose history no other file shaped (V8's feedback
 * and pretenuring decisions from earlier files moved an old-generation figure from 0 to 6.8 MB on Node 26).
 */
export const ISOLATED = [
  'test/tool-declarations.test.ts',
  'test/worker-entry.test.ts',
  'test/answer-shape.test.ts',
  'test/in-flight.test.ts',
  'test/plain-response.test.ts',
  'test/tick-shape.test.ts',
];

/** Every test file vitest may run; the fast lane is what SLOW and ISOLATED leave. */
export const ALL_TESTS = 'test/**/*.test.ts';
