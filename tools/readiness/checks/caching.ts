// Conditional requests and cache headers a CDN will honour, on pages, twins, agent files and the API.
import { type Client, varyOf } from '../client.js';
import { type CheckResult, Finding } from '../report.js';
import { type Context, described, twinPath } from './context.js';

const GROUP = 'caching';
const ETAG_FIX =
  'Keep the origin’s ETag and pass If-None-Match through: a proxy that drops or rewrites them makes every agent download everything again.';
const CACHE_FIX =
  'Keep the origin’s Cache-Control (public, max-age) and do not add Set-Cookie or Vary: * in front of the app; a CDN caches nothing it is told is private.';

interface Probe {
  path: string;
  accept?: string;
}

/** A representative of each kind of surface: a negotiated page in both variants, a twin, an agent file, JSON. */
function probes(ctx: Context): Probe[] {
  const page = ctx.pages.find((p) => p !== '/') ?? '/';
  return [
    { path: '/', accept: 'text/html' },
    { path: '/', accept: 'text/markdown' },
    { path: twinPath(page) },
    { path: '/llms.txt' },
    { path: '/api/offer', accept: 'application/json' },
    { path: '/openapi.json' },
    { path: '/.well-known/agent-skills/index.json' },
  ];
}

async function checkConditional(client: Client, f: Finding, { path, accept }: Probe): Promise<string> {
  const headers: Record<string, string> = accept ? { accept } : {};
  const label = `${path}${accept ? ` (${accept})` : ''}`;
  const first = await client.request(path, { headers });
  const etag = first.headers.get('etag');
  if (first.status !== 200) {
    f.fail(`${label}: ${described(first)}`, ETAG_FIX);
    return '';
  }
  if (!f.require(Boolean(etag), `${label}: no ETag`, ETAG_FIX) || !etag) return '';
  const again = await client.request(path, { headers: { ...headers, 'if-none-match': etag } });
  if (again.status !== 304)
    f.fail(`${label}: If-None-Match with its own ETag got ${again.status}, not 304`, ETAG_FIX);
  else if (again.bytes.byteLength > 0) f.fail(`${label}: 304 with a body`, ETAG_FIX);
  const stale = await client.request(path, { headers: { ...headers, 'if-none-match': '"readiness-stale"' } });
  if (stale.status !== 200)
    f.fail(`${label}: If-None-Match with another ETag got ${stale.status}, not 200`, ETAG_FIX);
  const gzip = await client.request(path, { headers: { ...headers, 'accept-encoding': 'gzip' } });
  const gzipTag = gzip.headers.get('etag');
  if (gzipTag) {
    const revalidated = await client.request(path, {
      headers: { ...headers, 'accept-encoding': 'gzip', 'if-none-match': gzipTag },
    });
    if (revalidated.status !== 304) f.fail(`${label}: the gzip variant's ETag does not revalidate`, ETAG_FIX);
  }
  return etag;
}

async function checkConditionals(ctx: Context): Promise<CheckResult> {
  const f = new Finding('conditional requests', GROUP);
  const tags: string[] = [];
  for (const probe of probes(ctx)) tags.push(await checkConditional(ctx.client, f, probe));
  const [html, markdown] = tags.map((t) => t.replace(/^W\//, ''));
  if (html && html === markdown) {
    f.fail(
      'the HTML and Markdown variants of / share an ETag, so a cache can revalidate one with the other',
      ETAG_FIX,
    );
  }
  return f.result('ETag on every kind of surface; 304 for a match, 200 otherwise; one tag per variant');
}

async function checkCacheHeaders(ctx: Context): Promise<CheckResult> {
  const f = new Finding('cache headers', GROUP);
  for (const { path, accept } of probes(ctx)) {
    const r = await ctx.client.request(path, { headers: accept ? { accept } : {} });
    const label = `${path}${accept ? ` (${accept})` : ''}`;
    const cc = (r.headers.get('cache-control') ?? '').toLowerCase();
    if (!cc) f.fail(`${label}: no Cache-Control`, CACHE_FIX);
    else if (/\b(private|no-store)\b/.test(cc))
      f.fail(`${label}: Cache-Control "${cc}" forbids shared caches`, CACHE_FIX);
    else if (!/\b(public|s-maxage|max-age)\b/.test(cc))
      f.warn(`${label}: Cache-Control "${cc}" gives no lifetime`, CACHE_FIX);
    if (varyOf(r).includes('*')) f.fail(`${label}: Vary: * makes it uncacheable`, CACHE_FIX);
    if (r.headers.get('set-cookie'))
      f.warn(`${label}: sets a cookie, so most CDNs will not cache it`, CACHE_FIX);
  }
  return f.result('public Cache-Control with a max-age, no cookies, no Vary: *');
}

export function cachingChecks(ctx: Context): Promise<CheckResult>[] {
  return [checkConditionals(ctx), checkCacheHeaders(ctx)];
}
