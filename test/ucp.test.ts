// UCP catalog discovery: the profile and every catalog answer against the official UCP schemas (2026-04-08).
import { describe, expect, it } from 'vitest';
import { buildUcpProduct } from '../src/domain/ucp/product.js';
import { MAX_LOOKUP_IDS } from '../src/domain/ucp/requests.js';
import {
  ALT_FIXTURE_CONTENT,
  createTestApp,
  DE_FIXTURE_CONTENT,
  FIXTURE_CONTENT,
  loadSampleSite,
  TEST_BASE_URL,
} from './helpers/site.js';
import { UCP_SCHEMA_REFS as R, ucpErrors } from './helpers/ucp-schemas.js';

describe.each([FIXTURE_CONTENT, ALT_FIXTURE_CONTENT, DE_FIXTURE_CONTENT])('UCP on %s', (dir) => {
  const site = loadSampleSite(TEST_BASE_URL, dir);
  const app = createTestApp(site);
  const product = buildUcpProduct(site);
  const post = async (path: string, body: unknown) => {
    const res = await app.request(path, { method: 'POST', body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };

  it('/.well-known/ucp is a business profile of the official schema, claiming only what is served', async () => {
    const res = await app.request('/.well-known/ucp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const { ucp } = await res.json();
    expect(ucpErrors(R.profile, ucp)).toEqual([]);
    expect(ucp.version).toBe('2026-04-08');
    expect(Object.keys(ucp.capabilities).sort()).toEqual([
      'dev.ucp.shopping.catalog.lookup',
      'dev.ucp.shopping.catalog.search',
    ]);
    expect(ucp.payment_handlers).toEqual({});
    const services = ucp.services['dev.ucp.shopping'];
    expect(services.map((s: { transport: string; endpoint: string }) => [s.transport, s.endpoint])).toEqual([
      ['rest', `${TEST_BASE_URL}/ucp`],
      ['mcp', `${TEST_BASE_URL}/mcp`],
    ]);
    // Spec URL binding: a dev.ucp.* name's spec and schema live on ucp.dev, at this version.
    const entries = [...services, ...Object.values(ucp.capabilities).flat()] as {
      spec: string;
      schema: string;
    }[];
    for (const { spec, schema } of entries) {
      for (const url of [spec, schema]) expect(url.startsWith('https://ucp.dev/2026-04-08/')).toBe(true);
    }
  });

  it('search finds the offer by its own words and by price, and nothing for a word it does not have', async () => {
    const found = await post('/ucp/catalog/search', { query: product.title.toUpperCase() });
    expect(found.status).toBe(200);
    expect(ucpErrors(R.searchResponse, found.body)).toEqual([]);
    expect(found.body.products.map((p: { id: string }) => p.id)).toEqual([product.id]);
    const cheap = await post('/ucp/catalog/search', {
      filters: { price: { max: product.price_range.min.amount - 1 } },
    });
    expect(cheap.body.products).toEqual([]);
    const none = await post('/ucp/catalog/search', { query: 'zzqx' });
    expect(ucpErrors(R.searchResponse, none.body)).toEqual([]);
    expect(none.body.products).toEqual([]);
    for (const request of [{ query: product.title }, { filters: { price: { min: 0 } } }]) {
      expect(ucpErrors(R.searchRequest, request)).toEqual([]);
    }
  });

  it('lookup resolves the product (featured) and the variant (exact), and names an unknown id', async () => {
    const [variant] = product.variants;
    const request = { ids: [product.id, variant?.id, 'not-sold-here'] };
    expect(ucpErrors(R.lookupRequest, request)).toEqual([]);
    const { status, body } = await post('/ucp/catalog/lookup', request);
    expect(status).toBe(200);
    expect(ucpErrors(R.lookupResponse, body)).toEqual([]);
    expect(body.products[0].variants[0].inputs).toEqual([
      { id: product.id, match: 'featured' },
      { id: variant?.id, match: 'exact' },
    ]);
    expect(body.messages).toEqual([expect.objectContaining({ type: 'info', code: 'not_found' })]);
    const many = await post('/ucp/catalog/lookup', { ids: Array(MAX_LOOKUP_IDS + 1).fill(product.id) });
    expect([many.status, ucpErrors(R.error, many.body)]).toEqual([400, []]);
  });

  it('get product answers the product, and an unknown id as a UCP error (not found)', async () => {
    const found = await post('/ucp/catalog/product', { id: product.id });
    expect(ucpErrors(R.productResponse, found.body)).toEqual([]);
    expect(found.body.product.id).toBe(product.id);
    const missing = await post('/ucp/catalog/product', { id: 'not-sold-here' });
    expect(missing.status).toBe(200);
    expect(ucpErrors(R.error, missing.body)).toEqual([]);
    expect(missing.body.messages[0].code).toBe('not_found');
  });

  it('refuses what is not a request in UCP’s error shape, with a hint naming a valid one', async () => {
    for (const [path, body] of [
      ['/ucp/catalog/search', {}],
      ['/ucp/catalog/lookup', { ids: [] }],
      ['/ucp/catalog/product', { id: 7 }],
    ] as const) {
      const answer = await post(path, body);
      expect(answer.status, path).toBe(400);
      expect(ucpErrors(R.error, answer.body), path).toEqual([]);
      expect(answer.body.messages[0].content, path).toMatch(/\{/);
    }
    expect((await app.request('/ucp/catalog/search')).status).toBe(405);
  });

  it('the item carries the price in minor units, the currency, duration, deliverables and the hand-off link', () => {
    const offer = site.offer;
    const [variant] = product.variants;
    expect(variant?.price.currency).toBe(offer.price.currency);
    const digits = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: offer.price.currency,
    }).resolvedOptions().maximumFractionDigits as number;
    expect(variant?.price.amount).toBe(Math.round(offer.price.amount * 10 ** digits));
    expect(product.metadata.duration).toEqual(offer.duration);
    expect(product.metadata.deliverables.map((d) => d.name)).toEqual(offer.deliverables.map((d) => d.name));
    // The hand-off is the offer's own checkout action, the link the buy button carries.
    expect(variant?.url).toBe(site.identity.links.checkout);
    expect(product.metadata.hand_off.checkout).toBe(site.identity.links.checkout);
  });
});

describe('the UCP schemas catch a broken answer (so the checks above can fail)', () => {
  it('a product without a price range, or a price in a decimal amount, is refused', async () => {
    const site = loadSampleSite();
    const { price_range: _gone, ...broken } = buildUcpProduct(site);
    const envelope = { version: '2026-04-08', capabilities: {} };
    expect(ucpErrors(R.searchResponse, { ucp: envelope, products: [broken] })).not.toEqual([]);
    const decimal = {
      ...buildUcpProduct(site),
      price_range: { min: { amount: 1.5, currency: 'USD' }, max: { amount: 2, currency: 'USD' } },
    };
    expect(ucpErrors(R.searchResponse, { ucp: envelope, products: [decimal] })).not.toEqual([]);
  });
});
