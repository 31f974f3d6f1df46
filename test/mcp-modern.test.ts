// MCP 2026-07-28 (stateless) through the fetch door: every rule of test/helpers/mcp-modern-rules.ts. The real Node
// server answers the same rules in mcp-modern-node.test.ts.
import { defineModernRules, MCP_HEADERS, readAnswer } from './helpers/mcp-modern-rules.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

const site = loadSampleSite();
const app = createTestApp(site);

defineModernRules(
  'app.request()',
  site,
  async (body, headers) =>
    readAnswer(
      await app.request('/mcp', {
        method: 'POST',
        headers: { ...MCP_HEADERS, ...headers },
        body: JSON.stringify(body),
      }),
    ),
  () => site.baseUrl,
);
