// Bench baseline: the official MCP SDK's stateless Streamable HTTP server over the same four tools and domain code.
// As the SDK's stateless example does, every POST gets a fresh McpServer and transport; node:http (not express)
// and JSON responses give the SDK its fastest path. `PORT=3100 npx tsx bench/sdk-mcp-server.ts`
import { createServer } from 'node:http';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { loadSite } from '../src/content/load-site.js';
import { checkFit, validateFitRequest } from '../src/domain/fit/fit.js';
import { buildOffer } from '../src/domain/offer.js';
import { apiPages, listPages } from '../src/domain/pages.js';
import { buildApiSchemas, FitResultSchema, OfferSchema } from '../src/domain/schemas.js';
import { buildPageResource } from '../src/render/markdown/page.js';
import type { ToolName } from '../src/render/tools/all.js';

const port = Number(process.env.PORT ?? 3100);
const host = process.env.HOST ?? '127.0.0.1';
const site = loadSite(process.env.CONTENT_DIR ?? 'content', process.env.BASE_URL ?? `http://${host}:${port}`);
const api = buildApiSchemas(site);
const annotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

const data = (value: object): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
  structuredContent: value as Record<string, unknown>,
});
const describe = (name: ToolName) => {
  const t = site.words.agents.tools[name];
  return { title: t.title, description: t.description, annotations };
};

function buildServer(): McpServer {
  const server = new McpServer({ name: 'sdk-baseline', version: '1.0.0' });
  server.registerTool('get_offer', { ...describe('get_offer'), outputSchema: OfferSchema }, () =>
    data(buildOffer(site)),
  );
  server.registerTool(
    'check_fit',
    { ...describe('check_fit'), inputSchema: api.FitRequest, outputSchema: FitResultSchema },
    (args) => {
      const v = validateFitRequest(site, args);
      return v.ok
        ? data(checkFit(site, v.profile))
        : { content: [{ type: 'text', text: v.message }], isError: true };
    },
  );
  server.registerTool('list_pages', { ...describe('list_pages'), outputSchema: api.PageList }, () =>
    data(listPages(site)),
  );
  server.registerTool(
    'get_page',
    { ...describe('get_page'), inputSchema: z.object({ slug: api.PageSlug }), outputSchema: api.Page },
    ({ slug }) => {
      const page = apiPages(site).find((p) => p.slug === slug);
      if (!page) return { content: [{ type: 'text', text: `No page "${slug}".` }], isError: true };
      const built = buildPageResource(site, page);
      return { content: [{ type: 'text', text: built.markdown }], structuredContent: built };
    },
  );
  return server;
}

const http = createServer(async (req, res) => {
  if (req.method !== 'POST' || req.url !== '/mcp') {
    res.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res);
  } catch {
    if (!res.headersSent) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }),
      );
    }
  }
});

http.listen(port, host, () => {
  console.log(`SDK stateless MCP baseline on http://${host}:${port}/mcp`);
});
