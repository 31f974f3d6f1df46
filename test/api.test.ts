// The JSON API through app.request(): endpoints, HEAD, CORS, 405, 400, 413 (declared and chunked), 422, 500.
import { describe, expect, it, vi } from 'vitest';
import { buildOffer } from '../src/domain/offer.js';
import {
  ErrorSchema,
  FitResultSchema,
  HealthSchema,
  OfferSchema,
  PageListSchema,
  PageSchema,
} from '../src/domain/schemas.js';
import { createFetchDoor } from '../src/entry/fetch-door.js';
import { BODY_LIMIT_BYTES } from '../src/http/read-body.js';
import type { ResponseTable } from '../src/http/response-table.js';
import { createTestApp, FIXTURE_PAGE_SLUGS, loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

const site = loadSampleSite();
const app = createTestApp(site);
const JSON_TYPE = 'application/json; charset=utf-8';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  app.request('/api/fit', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe(JSON_TYPE);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  const body = ErrorSchema.parse(await res.json());
  expect(body.error).toMatchObject({ code, status, docs: `${TEST_BASE_URL}/openapi.json` });
  expect(body.error.message).toMatch(/\w/);
  expect(body.error.hint).toMatch(/\w/);
  return body.error;
}

/** A body stream of `total` bytes (Infinity for endless) in chunks, counting what the server pulled. */
function byteStream(total: number, chunk = 16 * 1024) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = Math.min(chunk, total - counter.pulled);
      if (size <= 0) return controller.close();
      counter.pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, counter };
}

describe('GET endpoints', () => {
  it('GET /api/health', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    expect(HealthSchema.parse(await res.json())).toEqual({
      status: 'ok',
      service: site.identity.name,
      apiVersion: '1.0.0',
      endpoints: {
        openapi: `${TEST_BASE_URL}/openapi.json`,
        mcp: `${TEST_BASE_URL}/mcp`,
        llms: `${TEST_BASE_URL}/llms.txt`,
      },
    });
  });

  it('GET /api/offer', async () => {
    const res = await app.request('/api/offer');
    expect(res.status).toBe(200);
    const offer = OfferSchema.strict().parse(await res.json());
    expect(offer).toEqual(buildOffer(site));
    expect(offer.deliverables).toHaveLength(3);
    expect(offer.price).toEqual({ amount: 12000, currency: 'USD', model: 'fixed' });
    expect(offer.duration).toEqual({ value: 1, unit: 'week' });
    expect(offer.bestFit?.revenueRange).toEqual({ min: 1_000_000, max: 5_000_000, currency: 'USD' });
    expect(offer.actions?.checkout).toMatchObject({ method: 'stripe', url: site.identity.links.checkout });
    expect(offer.actions?.call?.url).toBe(site.identity.links.booking);
    expect(offer.actions?.email?.url).toBe(`mailto:${site.identity.email}`);
    expect(JSON.stringify(offer)).not.toMatch(/criteria|fitDisclaimer/);
  });

  it('GET /api/pages lists exactly the five API pages', async () => {
    const res = await app.request('/api/pages');
    const list = PageListSchema.parse(await res.json());
    expect(list.count).toBe(5);
    expect(list.pages.map((p) => p.slug).sort()).toEqual([...FIXTURE_PAGE_SLUGS].sort());
    const about = list.pages.find((p) => p.slug === 'about');
    expect(about).toMatchObject({ url: `${TEST_BASE_URL}/about`, markdownUrl: `${TEST_BASE_URL}/about.md` });
    expect(list.pages.find((p) => p.slug === 'index')?.url).toBe(`${TEST_BASE_URL}/`);
  });

  it.each(FIXTURE_PAGE_SLUGS)('GET /api/pages/%s', async (slug) => {
    const res = await app.request(`/api/pages/${slug}`);
    expect(res.status).toBe(200);
    const page = PageSchema.parse(await res.json());
    expect(page.slug).toBe(slug);
    expect(page.markdown.startsWith(`# ${page.title}\n`)).toBe(true);
    expect(page.markdown).not.toMatch(/\{\{/);
  });

  it('GET /api/pages/fit is 404: the self-check page is not in the API slug set', async () => {
    await expectError(await app.request('/api/pages/fit'), 404, 'page_not_found');
  });

  it('serves a percent-encoded spelling of a real slug as that page', async () => {
    const res = await app.request('/api/pages/%61bout');
    expect(res.status).toBe(200);
    expect(PageSchema.parse(await res.json()).slug).toBe('about');
    await expectError(await app.request('/api/pages/about%3Fx'), 404, 'page_not_found');
  });

  it('GET /api/pages/{unknown} is 404 page_not_found', async () => {
    const error = await expectError(await app.request('/api/pages/pricing'), 404, 'page_not_found');
    expect(error.message).toContain('pricing');
  });

  it('an unknown /api/ path is a JSON 404 not_found', async () => {
    const error = await expectError(await app.request('/api/nope'), 404, 'not_found');
    expect(error.message).toContain('/api/nope');
    await expectError(
      await app.request('/api/offer/extra', { headers: { accept: 'text/html' } }),
      404,
      'not_found',
    );
  });

  it('answers JSON whatever Accept says (406 does not apply to the API)', async () => {
    const res = await app.request('/api/offer', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
  });

  it('revalidates with ETag and If-None-Match', async () => {
    const first = await app.request('/api/offer');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await app.request('/api/offer', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('HEAD and OPTIONS', () => {
  it.each(['/api/health', '/api/offer', '/api/pages', '/api/pages/about', '/openapi.json'])(
    'HEAD %s has the GET headers and no body',
    async (path) => {
      const get = await app.request(path);
      const head = await app.request(path, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
      expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
      expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
      expect(head.headers.get('access-control-allow-origin')).toBe('*');
      expect(await head.text()).toBe('');
    },
  );

  it.each(['/api/fit', '/api/offer', '/api/pages/about', '/api/nope'])(
    'OPTIONS %s preflight is 204 with CORS',
    async (path) => {
      const res = await app.request(path, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://agent.example.org',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-methods')).toContain('GET');
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
      expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      expect(await res.text()).toBe('');
    },
  );
});

describe('405 method_not_allowed with Allow', () => {
  it.each([
    ['GET', '/api/fit', 'POST, OPTIONS'],
    ['PUT', '/api/fit', 'POST, OPTIONS'],
    ['POST', '/api/health', 'GET, HEAD, OPTIONS'],
    ['POST', '/api/offer', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/api/pages', 'GET, HEAD, OPTIONS'],
    ['PATCH', '/api/pages/about', 'GET, HEAD, OPTIONS'],
    ['POST', '/api/pages/pricing', 'GET, HEAD, OPTIONS'],
    ['POST', '/openapi.json', 'GET, HEAD, OPTIONS'],
  ])('%s %s', async (method, path, allow) => {
    const res = await app.request(path, { method });
    expect(res.headers.get('allow')).toBe(allow);
    const error = await expectError(res, 405, 'method_not_allowed');
    expect(error.message).toContain(method);
  });
});

describe('POST /api/fit', () => {
  it('returns a FitResult for a valid profile', async () => {
    const res = await post(
      '{"annualRevenue":2400000,"founderLed":true,"role":"coach","priorPositioningWork":true}',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(JSON_TYPE);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const result = FitResultSchema.parse(await res.json());
    expect(result.verdict).toBe('strong-fit');
    expect(result.disclaimer).toBe(site.offer.fitDisclaimer);
  });

  it.each([
    ['application/json', 'application/json'],
    ['a form type (curl -d)', 'application/x-www-form-urlencoded'],
    ['text/plain', 'text/plain'],
    ['no Content-Type', undefined],
  ])('parses the body as JSON with %s', async (_label, type) => {
    const res = await post('{"role":"coach"}', type ? { 'content-type': type } : {});
    expect(res.status).toBe(200);
    expect(FitResultSchema.parse(await res.json()).verdict).toBe('unknown');
  });

  it.each([
    ['no body', null],
    ['an empty body', ''],
    ['only whitespace', ' \n\t '],
  ])('400 body_required for %s', async (_label, body) => {
    await expectError(await post(body), 400, 'body_required');
  });

  it.each([
    '{"annualRevenue": ',
    '{role: "coach"}',
    "{'role':'coach'}",
    'role=coach',
    '{"role":"coach"}}',
    '\uFFFE',
  ])('400 invalid_json for %j', async (body) => {
    await expectError(await post(body), 400, 'invalid_json');
  });

  it.each<[string, string, string[]]>([
    ['null', 'null', ['']],
    ['an array', '[]', ['']],
    ['a string', '"x"', ['']],
    ['a number', '42', ['']],
    ['annualRevenue as a string', '{"annualRevenue":"2M"}', ['annualRevenue']],
    ['a negative annualRevenue', '{"annualRevenue":-1}', ['annualRevenue']],
    ['an infinite annualRevenue', '{"annualRevenue":1e400}', ['annualRevenue']],
    ['founderLed as a string', '{"founderLed":"yes"}', ['founderLed']],
    ['role as a number', '{"role":5}', ['role']],
    ['a null field', '{"role":null}', ['role']],
    ['priorPositioningWork as a number', '{"priorPositioningWork":1}', ['priorPositioningWork']],
    ['an unknown property', '{"role":"coach","budget":20000}', ['budget']],
    [
      'several problems',
      '{"annualRevenue":-5,"founderLed":"yes","budget":1}',
      ['annualRevenue', 'budget', 'founderLed'],
    ],
  ])('422 validation_failed for %s, listing the fields', async (_label, body, paths) => {
    const error = await expectError(await post(body), 422, 'validation_failed');
    expect(error.issues?.map((i) => i.path).sort()).toEqual(paths);
    for (const issue of error.issues ?? []) expect(issue.message).toMatch(/\w/);
  });

  it('422 empty_profile for {}', async () => {
    await expectError(await post('{}'), 422, 'empty_profile');
  });

  it('accepts a body of exactly 64 KB', async () => {
    const json = '{"role":"coach"}';
    const body = json.padEnd(BODY_LIMIT_BYTES, ' ');
    expect(new TextEncoder().encode(body).byteLength).toBe(BODY_LIMIT_BYTES);
    expect((await post(body)).status).toBe(200);
  });

  it('413 payload_too_large for one byte over 64 KB', async () => {
    await expectError(
      await post('{"role":"coach"}'.padEnd(BODY_LIMIT_BYTES + 1, ' ')),
      413,
      'payload_too_large',
    );
  });

  it('413 on a declared Content-Length over the limit, before reading the body', async () => {
    const { stream, counter } = byteStream(Number.POSITIVE_INFINITY);
    const res = await post(stream, { 'content-length': String(BODY_LIMIT_BYTES + 1) });
    await expectError(res, 413, 'payload_too_large');
    expect(counter.pulled).toBeLessThanOrEqual(32 * 1024); // at most the stream's own read-ahead
  });

  it('413 on a chunked body without Content-Length, without reading much past the limit', async () => {
    const { stream, counter } = byteStream(Number.POSITIVE_INFINITY);
    const res = await post(stream);
    expect(res.headers.get('connection')).toBe('close');
    await expectError(res, 413, 'payload_too_large');
    expect(counter.pulled).toBeGreaterThan(BODY_LIMIT_BYTES);
    expect(counter.pulled).toBeLessThanOrEqual(BODY_LIMIT_BYTES + 2 * 16 * 1024);
  });

  it('a chunked body under the limit is read whole', async () => {
    const text = `{"role":"coach"}${' '.repeat(40_000)}`;
    const bytes = new TextEncoder().encode(text);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 1000) controller.enqueue(bytes.slice(i, i + 1000));
        controller.close();
      },
    });
    expect((await post(stream)).status).toBe(200);
  });
});

describe('500 internal_error', () => {
  it('logs the cause through onError and sends nothing of it', async () => {
    const onError = vi.fn();
    const failing = createFetchDoor(site, {
      onError,
      table: {
        site,
        get resources(): ResponseTable['resources'] {
          throw new Error('secret database password in /srv/app.js');
        },
      },
    });
    const res = await failing.request('/api/fit', { method: 'POST', body: '{"role":"coach"}' });
    const error = await expectError(res.clone(), 500, 'internal_error');
    expect(onError).toHaveBeenCalledOnce();
    expect(String(onError.mock.calls[0]?.[0])).toContain('secret');
    expect(JSON.stringify(error)).not.toMatch(/secret|srv|app\.js|Error:/);
  });
});

describe('a body the client breaks off', () => {
  it('is 400 incomplete_body, the client leaving rather than an error of ours', async () => {
    const onError = vi.fn();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"annualRe'));
      },
      pull(controller) {
        controller.error(new Error('aborted'));
      },
    });
    const res = await createFetchDoor(site, { onError }).request('/api/fit', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectError(res, 400, 'incomplete_body');
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('CORS on every response', () => {
  it.each([
    ['GET', '/api/offer', undefined],
    ['GET', '/api/pages/nope', undefined],
    ['GET', '/api/nope', undefined],
    ['GET', '/api/fit', undefined],
    ['POST', '/api/fit', '{'],
    ['POST', '/api/fit', '{}'],
    ['POST', '/api/fit', '{"role":"coach"}'],
  ])('%s %s', async (method, path, body) => {
    const res = await app.request(path, { method, body, headers: { origin: 'https://agent.example.org' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});
