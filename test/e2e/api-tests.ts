// Shared e2e tests of the JSON API: every operation, and every error status of the spec, as Error JSON.
import { expect, it } from 'vitest';
import { buildOffer } from '../../src/domain/offer.js';
import {
  FitResultSchema,
  HealthSchema,
  OfferSchema,
  PageListSchema,
  PageSchema,
} from '../../src/domain/schemas.js';
import { type E2ETarget, expectErrorJson, mediaType, type Send } from './http.js';
import {
  apiSlugs,
  failingProfile,
  failingVerdict,
  firstField,
  fitPath,
  invalidBodies,
  somePage,
  strongProfile,
} from './model.js';

const postFit = (send: Send, body: string | undefined, headers: Record<string, string> = {}) =>
  send('/api/fit', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

export function registerApiTests(send: Send, target: () => E2ETarget): void {
  it('every response carries X-Request-Id: a sane incoming one echoed, a fresh UUID otherwise', async () => {
    for (const path of ['/api/offer', '/fit?role=coach', '/api/nowhere']) {
      const res = await send(path);
      expect(res.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
    const echoed = await send('/api/health', { headers: { 'x-request-id': 'trace-42' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-42');
  });

  it('GET /api/health is ok and points at the OpenAPI document, MCP and llms.txt under BASE_URL', async () => {
    const res = await send('/api/health');
    expect(res.status).toBe(200);
    expect(mediaType(res)).toBe('application/json');
    const health = HealthSchema.parse(res.json());
    const base = target().baseUrl;
    expect(health.endpoints).toEqual({
      openapi: `${base}/openapi.json`,
      mcp: `${base}/mcp`,
      llms: `${base}/llms.txt`,
    });
  });

  it("GET /api/offer is the content's Offer, with its provider and the human action links", async () => {
    const res = await send('/api/offer');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const offer = OfferSchema.parse(res.json());
    const { site } = target();
    expect(offer).toEqual(buildOffer(site));
    expect(offer.provider).toBe(site.identity.name);
    expect(offer.deliverables).toHaveLength(site.offer.deliverables.length);
    // `display` says how pages show the price; the contract's Money has no such field.
    const { display: _display, ...price } = site.offer.price;
    expect(offer.price).toEqual(price);
    expect(Object.keys(offer.actions ?? {}).sort()).toEqual(['call', 'checkout', 'email']);
  });

  it('HEAD /api/offer answers like GET without a body; OPTIONS is a 204 CORS preflight', async () => {
    const head = await send('/api/offer', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(mediaType(head)).toBe('application/json');
    expect(head.text).toBe('');
    const preflight = await send('/api/fit', {
      method: 'OPTIONS',
      headers: { origin: 'https://agent.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('GET /api/pages lists every page of the content except tool pages, with absolute URLs', async () => {
    const res = await send('/api/pages');
    const list = PageListSchema.parse(res.json());
    const { site, baseUrl } = target();
    expect(list.count).toBe(apiSlugs(site).length);
    expect(list.pages.map((p) => p.slug)).toEqual(apiSlugs(site));
    const slug = somePage(site);
    const page = list.pages.find((p) => p.slug === slug);
    expect(page?.url).toBe(`${baseUrl}/${slug}`);
    expect(page?.markdownUrl).toBe(`${baseUrl}/${slug}.md`);
  });

  it('GET /api/pages/{slug} answers for every page; unknown and tool slugs are 404 page_not_found', async () => {
    const { site } = target();
    for (const slug of apiSlugs(site)) {
      const page = PageSchema.parse((await send(`/api/pages/${slug}`)).json());
      expect(page.slug).toBe(slug);
      expect(page.markdown).toMatch(/^# /m);
    }
    expectErrorJson(await send('/api/pages/no-such-page'), 404, 'page_not_found');
    expectErrorJson(await send(`/api/pages${fitPath(site)}`), 404, 'page_not_found');
  });

  it('POST /api/fit applies the criteria: a strong profile is strong-fit with one check per criterion', async () => {
    const { site } = target();
    const res = await postFit(send, JSON.stringify(strongProfile(site)));
    expect(res.status).toBe(200);
    const result = FitResultSchema.parse(res.json());
    expect(result.verdict).toBe('strong-fit');
    expect(result.checks.map((c) => c.result)).toEqual(site.criteria.map(() => 'pass'));
    expect(result.score).toEqual({
      earned: site.criteria.reduce((sum, c) => sum + c.weight, 0),
      available: site.criteria.reduce((sum, c) => sum + c.weight, 0),
    });
    expect(result.disclaimer).toBe(site.offer.fitDisclaimer);
    const outside = JSON.stringify(failingProfile(site));
    const poor = FitResultSchema.parse((await postFit(send, outside)).json());
    expect(poor.verdict).toBe(failingVerdict(site));
  });

  it('POST /api/fit parses JSON whatever the Content-Type says (curl -d sends a form type)', async () => {
    const res = await postFit(send, JSON.stringify(strongProfile(target().site)), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(FitResultSchema.parse(res.json()).verdict).toBe('strong-fit');
  });

  it('POST /api/fit refuses a missing body (400) and invalid JSON (400)', async () => {
    expectErrorJson(await postFit(send, undefined), 400, 'body_required');
    expectErrorJson(await postFit(send, `{"${firstField(target().site)}": `), 400, 'invalid_json');
  });

  it('POST /api/fit refuses wrong types, negative numbers and unknown properties (422) and {} (422)', async () => {
    for (const body of invalidBodies(target().site)) {
      const error = expectErrorJson(await postFit(send, body), 422, 'validation_failed');
      expect(error.error.issues?.length).toBeGreaterThan(0);
    }
    expectErrorJson(await postFit(send, '{}'), 422, 'empty_profile');
  });

  it('POST /api/fit refuses a body over 64 KB with 413', async () => {
    const big = JSON.stringify({ [firstField(target().site)]: 'x'.repeat(70 * 1024) });
    expectErrorJson(await postFit(send, big), 413, 'payload_too_large');
  });

  it('wrong methods are 405 with an Allow header; unknown /api/ paths are 404 JSON', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/api/offer', 'GET'],
      ['PUT', '/api/health', 'GET'],
      ['POST', '/api/pages', 'GET'],
      ['PATCH', `/api/pages/${somePage(target().site)}`, 'GET'],
      ['GET', '/api/fit', 'POST'],
    ];
    for (const [method, path, allowed] of cases) {
      const res = await send(path, { method });
      expectErrorJson(res, 405, 'method_not_allowed');
      expect(res.headers.get('allow'), `${method} ${path}`).toContain(allowed);
    }
    expectErrorJson(await send('/api/nothing-here'), 404, 'not_found');
  });
}
