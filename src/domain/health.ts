// The Health resource: liveness, the running API version and where the agent-facing descriptions live.
import type { Site } from '../content/site.js';
import { API_VERSION, type Health } from './schemas.js';

export function buildHealth(site: Site): Health {
  return {
    status: 'ok',
    service: site.identity.name,
    apiVersion: API_VERSION,
    endpoints: {
      openapi: `${site.baseUrl}/openapi.json`,
      mcp: `${site.baseUrl}/mcp`,
      llms: `${site.baseUrl}/llms.txt`,
    },
  };
}
