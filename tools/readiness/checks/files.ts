// The agent-readable files: robots.txt, sitemap.xml, llms.txt, llms-full.txt, agents.md, OpenAPI and the api-catalog.
import { mediaType } from '../client.js';
import { type CheckResult, Finding } from '../report.js';
import { BASE_FIX, type Context, described, isObject, ROUTE_FIX, sitemapLocs, twinPath } from './context.js';

const GROUP = 'files';

async function checkRobots({ client }: Context): Promise<CheckResult> {
  const f = new Finding('robots.txt', GROUP);
  const r = await client.request('/robots.txt');
  if (!f.require(r.status === 200 && mediaType(r) === 'text/plain', described(r), ROUTE_FIX))
    return f.result('');
  const sitemap = /^sitemap:\s*(\S+)/im.exec(r.text)?.[1];
  f.require(
    sitemap === `${client.base}/sitemap.xml`,
    `Sitemap line is ${sitemap ?? 'missing'}, not ${client.base}/sitemap.xml`,
    BASE_FIX,
  );
  if (!/^user-agent:/im.test(r.text)) f.fail('no User-agent group', ROUTE_FIX);
  if (!/^content-signal:/im.test(r.text)) {
    f.warn(
      'no Content-Signal line',
      'Something replaced the app’s robots.txt (a CDN “managed robots.txt” feature, for one): turn it off so the content signals reach crawlers.',
    );
  }
  return f.result('crawl rules, content signals and the sitemap under BASE_URL');
}

async function checkSitemap({ client }: Context): Promise<CheckResult> {
  const f = new Finding('sitemap.xml', GROUP);
  const r = await client.request('/sitemap.xml');
  const xml = mediaType(r) === 'application/xml' || mediaType(r) === 'text/xml';
  if (!f.require(r.status === 200 && xml, described(r), ROUTE_FIX)) return f.result('');
  const { paths, foreign } = sitemapLocs(client, r.text);
  f.require(paths.length > 0, 'no <loc> under BASE_URL', BASE_FIX);
  if (foreign.length > 0) f.fail(`${foreign[0]} is not under ${client.base}`, BASE_FIX);
  return f.result(`${paths.length} pages under BASE_URL`);
}

async function checkTextFile(ctx: Context, path: string, types: string[]): Promise<CheckResult> {
  const f = new Finding(path.slice(1), GROUP);
  const r = await ctx.client.request(path);
  if (!f.require(r.status === 200, described(r), ROUTE_FIX)) return f.result('');
  f.require(
    types.includes(mediaType(r)),
    `${path} is ${mediaType(r) || 'untyped'}, not ${types[0]}`,
    ROUTE_FIX,
  );
  f.require(/^# \S/.test(r.text), `${path} does not start with a # heading`, ROUTE_FIX);
  if (path === '/llms.txt') {
    // The index links every page's Markdown twin; a wrong BASE_URL shows here first.
    const missing = ctx.pages.map(twinPath).find((twin) => !r.text.includes(`${ctx.client.base}${twin}`));
    if (missing) f.fail(`no link to ${ctx.client.base}${missing}`, BASE_FIX);
  }
  return f.result(`${r.bytes.byteLength} bytes, ${mediaType(r)}`);
}

async function checkOpenApi({ client }: Context): Promise<CheckResult> {
  const f = new Finding('openapi.json', GROUP);
  const r = await client.request('/openapi.json');
  if (!f.require(r.status === 200 && isObject(r.json), described(r), ROUTE_FIX)) return f.result('');
  const doc = r.json as { openapi?: unknown; servers?: { url?: unknown }[] };
  f.require(
    String(doc.openapi).startsWith('3.1.'),
    `openapi is ${String(doc.openapi)}, not 3.1.x`,
    ROUTE_FIX,
  );
  const server = doc.servers?.[0]?.url;
  f.require(server === client.base, `servers[0].url is ${String(server)}, not ${client.base}`, BASE_FIX);
  const second = await client.request('/api/openapi.json');
  f.require(second.text === r.text, '/api/openapi.json differs from /openapi.json', ROUTE_FIX);
  return f.result('OpenAPI 3.1 at both paths, servers from BASE_URL');
}

async function checkApiCatalog({ client }: Context): Promise<CheckResult> {
  const f = new Finding('api-catalog', GROUP);
  const r = await client.request('/.well-known/api-catalog');
  if (!f.require(r.status === 200, described(r), ROUTE_FIX)) return f.result('');
  f.require(mediaType(r) === 'application/linkset+json', `served as ${mediaType(r)}`, ROUTE_FIX);
  const linkset = isObject(r.json) && Array.isArray(r.json.linkset) ? r.json.linkset : [];
  if (!f.require(linkset.length > 0, 'no linkset contexts', ROUTE_FIX)) return f.result('');
  const descs = linkset.flatMap((c) =>
    isObject(c) && Array.isArray(c['service-desc']) ? c['service-desc'] : [],
  );
  f.require(descs.length > 0, 'no service-desc link', ROUTE_FIX);
  for (const link of descs) {
    const href = isObject(link) ? String(link.href) : '';
    const path = client.localPath(href);
    if (path === undefined) continue;
    const target = await client.request(path, { headers: { accept: 'application/json' } });
    f.require(target.status === 200, `service-desc ${href}: ${described(target)}`, ROUTE_FIX);
  }
  return f.result(`${linkset.length} linkset contexts; every service description answers`);
}

export function fileChecks(ctx: Context): Promise<CheckResult>[] {
  return [
    checkRobots(ctx),
    checkSitemap(ctx),
    checkTextFile(ctx, '/llms.txt', ['text/plain', 'text/markdown']),
    checkTextFile(ctx, '/llms-full.txt', ['text/plain', 'text/markdown']),
    checkTextFile(ctx, '/agents.md', ['text/markdown']),
    checkOpenApi(ctx),
    checkApiCatalog(ctx),
  ];
}
