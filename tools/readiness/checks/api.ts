// The read-only JSON API answering as the contract says: health, offer, pages, fit, JSON errors, open CORS.
import { mediaType, type Reply } from '../client.js';
import { type CheckResult, Finding } from '../report.js';
import { BASE_FIX, type Context, described, elsewhereResult, isObject, ROUTE_FIX } from './context.js';

const GROUP = 'api';
const JSON_FIX =
  'Let the app answer /api/* itself: a host error page or a rewrite to HTML breaks every agent that parses JSON.';
const VERDICTS = ['strong-fit', 'possible-fit', 'poor-fit', 'unknown'];

const isJson = (r: Reply) => mediaType(r) === 'application/json' && r.json !== undefined;
const errorCode = (r: Reply) => (isObject(r.json) && isObject(r.json.error) ? r.json.error.code : undefined);

async function checkReads(ctx: Context): Promise<CheckResult> {
  const { client } = ctx;
  const f = new Finding('health, offer, pages', GROUP);
  const health = await client.request('/api/health');
  if (f.require(health.status === 200 && isJson(health), described(health), JSON_FIX)) {
    const h = health.json as { status?: unknown; endpoints?: Record<string, unknown> };
    f.require(h.status === 'ok', `health status is ${String(h.status)}`, JSON_FIX);
    for (const [name, url] of Object.entries(h.endpoints ?? {})) {
      // The MCP endpoint may be at a live origin of its own (a static export's); the documents are here.
      if (name === 'mcp' && typeof url === 'string') continue;
      if (typeof url !== 'string' || client.localPath(url) === undefined)
        f.fail(`health endpoints.${name} is ${String(url)}, not under ${client.base}`, BASE_FIX);
    }
  }
  const offer = await client.request('/api/offer');
  if (f.require(offer.status === 200 && isJson(offer), described(offer), JSON_FIX)) {
    const o = offer.json as {
      name?: unknown;
      price?: { amount?: unknown };
      actions?: Record<string, { url?: unknown }>;
    };
    f.require(
      typeof o.name === 'string' && typeof o.price?.amount === 'number',
      'offer lacks name or price',
      JSON_FIX,
    );
    const links = Object.values(o.actions ?? {}).map((a) => a.url);
    f.require(
      links.length > 0 && links.every((u) => typeof u === 'string' && u !== ''),
      'offer has no action links',
      JSON_FIX,
    );
  }
  const pages = await client.request('/api/pages');
  if (f.require(pages.status === 200 && isJson(pages), described(pages), JSON_FIX)) {
    const list =
      (pages.json as { pages?: { slug?: string; url?: string; markdownUrl?: string }[] }).pages ?? [];
    f.require(list.length > 0, 'the page list is empty', JSON_FIX);
    for (const p of list) {
      for (const url of [p.url, p.markdownUrl]) {
        if (typeof url !== 'string' || client.localPath(url) === undefined)
          f.fail(`page ${p.slug} links ${String(url)}, not under ${client.base}`, BASE_FIX);
      }
    }
    const first = list[0]?.slug;
    if (first) {
      const page = await client.request(`/api/pages/${encodeURIComponent(first)}`);
      const body = page.json as { markdown?: unknown } | undefined;
      f.require(
        page.status === 200 && typeof body?.markdown === 'string',
        `page ${first}: ${described(page)}`,
        JSON_FIX,
      );
    }
  }
  return f.result('health ok, the offer with its action links, every page under BASE_URL');
}

async function checkFit(ctx: Context): Promise<CheckResult> {
  const { client } = ctx;
  const f = new Finding('fit check', GROUP);
  const post = (body: string) =>
    client.request('/api/fit', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  // The fields are the owner's (declared in content): take the site's own strong-fit example from its OpenAPI.
  const example = ctx.advertised.fitExample;
  if (!example) {
    f.fail('openapi.json has no strongFit example for POST /api/fit', JSON_FIX);
    return f.result('');
  }
  const ok = await post(JSON.stringify(example));
  if (f.require(ok.status === 200 && isJson(ok), `POST /api/fit ${described(ok, 'POST')}`, JSON_FIX)) {
    const r = ok.json as { verdict?: unknown; checks?: unknown; disclaimer?: unknown };
    f.require(VERDICTS.includes(String(r.verdict)), `verdict ${String(r.verdict)}`, JSON_FIX);
    f.require(
      Array.isArray(r.checks) && typeof r.disclaimer === 'string',
      'no checks or disclaimer',
      JSON_FIX,
    );
  }
  for (const [body, status] of [
    ['{}', 422],
    // A list fits no criterion's type, whatever the owner declared.
    [JSON.stringify({ [Object.keys(example)[0] ?? 'answer']: [] }), 422],
    ['not json', 400],
  ] as const) {
    const r = await post(body);
    f.require(
      r.status === status && isJson(r),
      `POST /api/fit ${body}: ${described(r, 'POST')}, not ${status} JSON`,
      JSON_FIX,
    );
  }
  const get = await client.request('/api/fit');
  f.require(
    get.status === 405 && Boolean(get.headers.get('allow')),
    `GET /api/fit: ${described(get)}`,
    JSON_FIX,
  );
  return f.result('a verdict with checks and the disclaimer; 422, 400 and 405 as JSON');
}

async function checkErrors({ client, advertised }: Context): Promise<CheckResult> {
  const f = new Finding('errors and CORS', GROUP);
  const page = await client.request('/api/pages/readiness-no-such-page');
  f.require(
    page.status === 404 && errorCode(page) === 'page_not_found',
    `unknown slug: ${described(page)}`,
    JSON_FIX,
  );
  const api = await client.request('/api/readiness-no-such-route');
  f.require(api.status === 404 && isJson(api), `unknown API path: ${described(api)}`, JSON_FIX);
  const other = await client.request('/readiness-no-such-page', { headers: { accept: 'text/markdown' } });
  f.require(
    other.status === 404,
    `an unknown path answered ${other.status}`,
    'Turn off the host’s single-page-app fallback or catch-all rewrite: an unknown path must be a real 404, or agents and crawlers index a page that does not exist.',
  );
  const origin = { origin: 'https://agent.example.org' };
  const cors = await client.request('/api/offer', { headers: origin });
  f.require(
    cors.headers.get('access-control-allow-origin') === '*',
    'GET /api/offer has no Access-Control-Allow-Origin: *',
    ROUTE_FIX,
  );
  // The fit check's preflight, where it answers here.
  if (advertised.fit !== `${client.base}/api/fit`)
    return f.result('JSON 404s, a real 404 for unknown pages, CORS open');
  const preflight = await client.request('/api/fit', {
    method: 'OPTIONS',
    headers: {
      ...origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
  const methods = preflight.headers.get('access-control-allow-methods') ?? '';
  f.require(
    preflight.status >= 200 && preflight.status < 300 && methods.includes('POST'),
    `preflight for POST /api/fit: ${described(preflight, 'OPTIONS')}`,
    'Let OPTIONS reach the app (some proxies answer or block it themselves); the app allows every origin.',
  );
  return f.result('JSON 404s, a real 404 for unknown pages, CORS open with preflight');
}

export function apiChecks(ctx: Context): Promise<CheckResult>[] {
  const { fit } = ctx.advertised;
  // POST /api/fit is probed only where the site advertises it here: a static host answers it 405 for nothing.
  const fitCheck =
    fit === `${ctx.client.base}/api/fit`
      ? checkFit(ctx)
      : Promise.resolve(elsewhereResult('fit check', GROUP, 'fit check (POST /api/fit)', fit));
  return [checkReads(ctx), fitCheck, checkErrors(ctx)];
}
