// What a static export says about the dynamic endpoints (POST /api/fit, /mcp): the live origin an owner names for
// them, the pages' permission to call it, and the owner pages that mention endpoints the export does not have.
import { parseConfig } from '../src/content/config.js';
import type { Site } from '../src/content/site.js';
import { liveEndpoints } from '../src/domain/live-endpoints.js';

/** LIVE_ORIGIN, checked as BASE_URL is: an absolute http(s) URL, kept without a trailing slash. */
export function readLiveOrigin(raw: string): string {
  try {
    return parseConfig({ BASE_URL: raw }).baseUrl;
  } catch {
    throw new Error(
      `LIVE_ORIGIN must be the absolute http(s) URL of a running server of this content, e.g. LIVE_ORIGIN=https://live.example.com; got ${JSON.stringify(raw.slice(0, 80))}`,
    );
  }
}

/**
 * The pages' scripts call the fit check at the live origin when it is another one (WebMCP's check_fit): the
 * Content-Security-Policy the server sends allows 'self' only, so the export's adds that origin.
 */
export function withLiveConnect(site: Site, headers: Record<string, string>): Record<string, string> {
  const live = liveEndpoints(site);
  const csp = headers['content-security-policy'];
  if (!live?.elsewhere || !csp) return headers;
  const origin = new URL(live.base).origin;
  return {
    ...headers,
    'content-security-policy': csp.replace("connect-src 'self'", () => `connect-src 'self' ${origin}`),
  };
}

/**
 * What the owner wrote that sends readers to an endpoint a static host does not have (a page naming POST /api/fit
 * or /mcp): the export cannot reword it, so it says which pages to look at.
 */
export function pagesNamingLiveEndpoints(site: Site): string[] {
  return site.pages
    .filter((page) => /\/api\/fit\b|\/mcp\b|\{\{\s*mcp_versions\s*\}\}/.test(page.body))
    .map(
      (page) =>
        `${page.file} mentions /api/fit or MCP, which this export does not serve: reword it, or export with LIVE_ORIGIN`,
    );
}
