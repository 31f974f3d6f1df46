// What every check receives: the HTTP client, the site's pages as the sitemap lists them, and shared helpers.
import type { Client, Reply } from '../client.js';

export interface Context {
  client: Client;
  /** Paths of every page in the sitemap (at least the home page). */
  pages: string[];
}

/** "GET /x answered 404 text/html" for a detail line. */
export function described(reply: Reply, method = 'GET'): string {
  const type = reply.headers.get('content-type');
  return `${method} ${new URL(reply.url).pathname} answered ${reply.status}${type ? ` ${type.split(';')[0]}` : ''}`;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What usually goes wrong when a path the app serves does not answer 200 on a deployment. */
export const ROUTE_FIX =
  'Route every path to the app (CDN, proxy or host rewrites must not answer for it), then redeploy; the app serves it at start-up from content.';

/** What to do when the site names itself with the wrong address. */
export const BASE_FIX =
  'Set BASE_URL to the public address people and agents use (scheme and host, no trailing slash) and redeploy; if you are probing the origin at another address on purpose, pass the public one with --base-url.';

/** The <loc> entries of a sitemap, as paths of this site; foreign or malformed ones are returned apart. */
export function sitemapLocs(client: Client, xml: string): { paths: string[]; foreign: string[] } {
  const locs = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&'),
  );
  const paths: string[] = [];
  const foreign: string[] = [];
  for (const loc of locs) {
    const path = client.localPath(loc);
    if (path === undefined) foreign.push(loc);
    else paths.push(path);
  }
  return { paths, foreign };
}

/** Where this site serves a page's Markdown twin: /index.md for the home page, /about.md for /about. */
export function twinPath(pagePath: string): string {
  return pagePath === '/' ? '/index.md' : `${pagePath.replace(/\/$/, '')}.md`;
}
