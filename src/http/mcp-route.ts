// /mcp on the Hono app: the public, stateless MCP endpoint (POST only; OPTIONS is the app's preflight).
import type { Hono } from 'hono';
import type { Site } from '../content/site.js';
import { createMcpEndpoint } from './mcp-endpoint.js';
import { toWebResponse } from './plain-response.js';
import { DYNAMIC_ROUTES } from './routes.js';

export function registerMcp(app: Hono, site: Site): void {
  const endpoint = createMcpEndpoint(site);
  app.all(DYNAMIC_ROUTES.mcp, async (c) => toWebResponse(await endpoint(c.req.raw)));
}
