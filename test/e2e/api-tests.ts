// Shared e2e tests of the JSON API: every operation, and every error status of the spec, as Error JSON.
import { expect, it } from 'vitest';
import {
  FitResultSchema,
  HealthSchema,
  OfferSchema,
  PAGE_SLUGS,
  PageListSchema,
  PageSchema,
} from '../../src/domain/schemas.js';
import { type E2ETarget, expectErrorJson, mediaType, type Send } from './http.js';

const STRONG = { annualRevenue: 2400000, founderLed: true, role: 'coach', priorPositioningWork: true };

const postFit = (send: Send, body: string | undefined, headers: Record<string, string> = {}) =>
  send('/api/fit', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

export function registerApiTests(send: Send, target: () => E2ETarget): void {
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

  it('GET /api/offer is the Offer with three deliverables and the human action links', async () => {
    const res = await send('/api/offer');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const offer = OfferSchema.parse(res.json());
    expect(offer.deliverables).toHaveLength(3);
    expect(offer.duration).toEqual({ value: 1, unit: 'week' });
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

  it('GET /api/pages lists exactly the five page slugs with absolute URLs', async () => {
    const res = await send('/api/pages');
    const list = PageListSchema.parse(res.json());
    expect(list.count).toBe(PAGE_SLUGS.length);
    expect(list.pages.map((p) => p.slug).sort()).toEqual([...PAGE_SLUGS].sort());
    const about = list.pages.find((p) => p.slug === 'about');
    expect(about?.url).toBe(`${target().baseUrl}/about`);
    expect(about?.markdownUrl).toBe(`${target().baseUrl}/about.md`);
  });

  it('GET /api/pages/{slug} is the Page with its Markdown; an unknown slug is 404 page_not_found', async () => {
    const page = PageSchema.parse((await send('/api/pages/developers')).json());
    expect(page.slug).toBe('developers');
    expect(page.markdown).toMatch(/^# /m);
    expectErrorJson(await send('/api/pages/pricing'), 404, 'page_not_found');
    expectErrorJson(await send('/api/pages/fit'), 404, 'page_not_found');
  });

  it('POST /api/fit applies the criteria: a strong profile is strong-fit with one check per criterion', async () => {
    const res = await postFit(send, JSON.stringify(STRONG));
    expect(res.status).toBe(200);
    const result = FitResultSchema.parse(res.json());
    expect(result.verdict).toBe('strong-fit');
    expect(result.checks.map((c) => c.result)).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(result.disclaimer).toMatch(/indicative/i);
    const poor = FitResultSchema.parse((await postFit(send, '{"annualRevenue": 999999}')).json());
    expect(poor.verdict).toBe('poor-fit');
  });

  it('POST /api/fit parses JSON whatever the Content-Type says (curl -d sends a form type)', async () => {
    const res = await postFit(send, JSON.stringify(STRONG), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(FitResultSchema.parse(res.json()).verdict).toBe('strong-fit');
  });

  it('POST /api/fit refuses a missing body (400) and invalid JSON (400)', async () => {
    expectErrorJson(await postFit(send, undefined), 400, 'body_required');
    expectErrorJson(await postFit(send, '{"annualRevenue": '), 400, 'invalid_json');
  });

  it('POST /api/fit refuses wrong types, negative revenue and unknown properties (422) and {} (422)', async () => {
    for (const body of ['{"annualRevenue": -1}', '{"founderLed": "yes"}', '{"budget": 5}', '[1]']) {
      const error = expectErrorJson(await postFit(send, body), 422, 'validation_failed');
      expect(error.error.issues?.length).toBeGreaterThan(0);
    }
    expectErrorJson(await postFit(send, '{}'), 422, 'empty_profile');
  });

  it('POST /api/fit refuses a body over 64 KB with 413', async () => {
    const big = JSON.stringify({ role: 'x'.repeat(70 * 1024) });
    expectErrorJson(await postFit(send, big), 413, 'payload_too_large');
  });

  it('wrong methods are 405 with an Allow header; unknown /api/ paths are 404 JSON', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/api/offer', 'GET'],
      ['PUT', '/api/health', 'GET'],
      ['POST', '/api/pages', 'GET'],
      ['PATCH', '/api/pages/about', 'GET'],
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
