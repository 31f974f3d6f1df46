// The Health resource: liveness, the running API version and where the agent-facing descriptions live.
import type { Site } from '../content/site.js';
import { liveEndpoints } from './live-endpoints.js';
import { API_VERSION, type Health, type StaticHealth } from './schemas.js';

export function buildHealth(site: Site): Health | StaticHealth {
  const live = liveEndpoints(site);
  return {
    status: 'ok',
    service: site.identity.name,
    apiVersion: API_VERSION,
    endpoints: {
      openapi: `${site.baseUrl}/openapi.json`,
      // A static export without a live origin has no MCP endpoint to name.
      ...(live ? { mcp: live.mcp } : {}),
      llms: `${site.baseUrl}/llms.txt`,
    },
  };
}
