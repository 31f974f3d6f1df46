// MCP 2026-07-28 (stateless) on the real Node server: the same rules as through the fetch door (mcp-modern.test.ts).
// Slow lane: a socket.
import { afterAll, beforeAll } from 'vitest';
import type { RunningServer } from '../src/entry/node-door/node-server.js';
import { defineModernRules, MCP_HEADERS, readAnswer } from './helpers/mcp-modern-rules.js';
import { startTestServer } from './helpers/server.js';
import { loadSampleSite } from './helpers/site.js';

let server: RunningServer | undefined;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

defineModernRules(
  'the Node server',
  loadSampleSite(),
  async (body, headers) =>
    readAnswer(
      await fetch(`${server?.url}/mcp`, {
        method: 'POST',
        headers: { ...MCP_HEADERS, ...headers },
        body: JSON.stringify(body),
      }),
    ),
  () => server?.url ?? '',
);
