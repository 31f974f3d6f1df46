// Where the dynamic endpoints answer: POST /api/fit, /mcp and the fit page with answers. A server answers them at
// its own BASE_URL; a static export has them only at a live origin its owner names, and without one nothing it
// publishes (agent files, OpenAPI, server card, skills, health, WebMCP) may send an agent there.
import type { Site } from '../content/site.js';

export const FIT_API_PATH = '/api/fit';
export const MCP_PATH = '/mcp';

export interface LiveEndpoints {
  /** The base URL they answer under: the site's own, or the live origin of a static export. */
  base: string;
  /** POST: the fit check. */
  fit: string;
  /** POST: MCP, both eras. */
  mcp: string;
  /** Whether they answer somewhere else than the site's own BASE_URL (a static export's live origin). */
  elsewhere: boolean;
}

/** The dynamic endpoints, or undefined where nothing answers them (a static export without a live origin). */
export function liveEndpoints(site: Site): LiveEndpoints | undefined {
  const base = site.liveBase;
  if (base === null) return undefined;
  return { base, fit: `${base}${FIT_API_PATH}`, mcp: `${base}${MCP_PATH}`, elsewhere: base !== site.baseUrl };
}
