// What every check receives: the HTTP client, the site's pages as the sitemap lists them, and shared helpers.
import type { Client, Reply } from '../client.js';
import type { CheckResult } from '../report.js';

export interface Context {
  client: Client;
  /** Paths of every page in the sitemap (at least the home page). */
  pages: string[];
  /** The dynamic endpoints the site says it has, as full URLs; a static export may have none, or name another origin. */
  advertised: Advertised;
}

export interface Advertised {
  /** The MCP endpoint, from /api/health's endpoints.mcp. */
  mcp?: string;
  /** POST /api/fit, from the OpenAPI document (its path item's servers, else the document's). */
  fit?: string;
  /** The fit request's strongFit example: a profile passing every criterion the owner declared. */
  fitExample?: Record<string, unknown>;
}

/** Reads what the site advertises before any check runs: each check of a dynamic endpoint checks it only then. */
export async function readAdvertised(client: Client): Promise<Advertised> {
  const [health, openapi] = await Promise.all([
    client.request('/api/health'),
    client.request('/openapi.json'),
  ]);
  const endpoints = isObject(health.json) && isObject(health.json.endpoints) ? health.json.endpoints : {};
  const doc = isObject(openapi.json) ? openapi.json : {};
  const fitItem = isObject(doc.paths) && isObject(doc.paths['/api/fit']) ? doc.paths['/api/fit'] : undefined;
  const serverOf = (item: Record<string, unknown>) =>
    Array.isArray(item.servers) && isObject(item.servers[0]) ? String(item.servers[0].url) : undefined;
  const fitBase =
    fitItem && isObject(fitItem.post) ? (serverOf(fitItem) ?? serverOf(doc) ?? client.base) : undefined;
  const fitExample = strongFitExample(fitItem);
  return {
    ...(typeof endpoints.mcp === 'string' ? { mcp: endpoints.mcp } : {}),
    ...(fitBase ? { fit: `${withoutTrailingSlashes(fitBase)}/api/fit` } : {}),
    ...(fitExample ? { fitExample } : {}),
  };
}

/** post.requestBody.content['application/json'].examples.strongFit.value, when the document has it. */
function strongFitExample(item: unknown): Record<string, unknown> | undefined {
  let node = item;
  for (const key of ['post', 'requestBody', 'content', 'application/json', 'examples', 'strongFit', 'value'])
    node = isObject(node) ? node[key] : undefined;
  return isObject(node) ? node : undefined;
}

/** A server URL from the site's document without trailing slashes, in linear time whatever the site sends. */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

/**
 * The result of a check of a dynamic endpoint the site does not serve itself: a warning when nothing answers it
 * (a static export without a live origin), a pass naming the origin when another one does.
 */
export function elsewhereResult(
  id: string,
  group: string,
  what: string,
  url: string | undefined,
): CheckResult {
  if (url === undefined)
    return {
      id,
      group,
      status: 'warn',
      detail: `this deployment advertises no ${what}`,
      fix: 'Agents cannot use what is not there: run the site as a service (docs/operations.md), or export it with LIVE_ORIGIN naming one.',
    };
  return {
    id,
    group,
    status: 'pass',
    detail: `${what} advertised at ${url}, another origin: run this check against it`,
  };
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
