// Contract: every API response, success and every error status, validated against the SERVED OpenAPI document.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/http/app.js';
import type { ResponseTable } from '../src/http/response-table.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

const site = loadSampleSite();
const app = createTestApp(site);
// Any failure inside request handling must still be the documented 500: simulate one for every path.
const broken = createApp(site, {
  table: {
    baseUrl: site.baseUrl,
    get resources(): ResponseTable['resources'] {
      throw new Error('simulated failure');
    },
  },
});

// biome-ignore lint/suspicious/noExplicitAny: the served document is walked dynamically.
type Json = any;
let doc: Json;
let ajv: Ajv2020;
const covered = new Set<string>();

beforeAll(async () => {
  doc = await (await app.request('/openapi.json')).json();
  ajv = new Ajv2020({ strict: false, allErrors: true });
  // ajv-formats is CommonJS: under NodeNext its plugin is the default export's `default`.
  addFormats.default(ajv);
  // The whole document is one schema resource, so component $refs resolve exactly as published.
  ajv.addSchema(doc, 'openapi');
});

function responseSpec(operationId: string, status: number): { path: string; method: string; spec: Json } {
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item as Record<string, Json>)) {
      if (op.operationId === operationId) {
        const spec = op.responses[String(status)];
        if (!spec) throw new Error(`${operationId} does not document ${status}`);
        return { path, method, spec };
      }
    }
  }
  throw new Error(`no operation ${operationId}`);
}

/** Validates status, media type, documented headers and the body against the served schema. */
async function expectConforms(operationId: string, res: Response): Promise<void> {
  const { spec } = responseSpec(operationId, res.status);
  covered.add(`${operationId} ${res.status}`);
  expect(res.headers.get('content-type')?.split(';')[0]).toBe('application/json');
  for (const name of Object.keys(spec.headers ?? {})) expect(res.headers.get(name), name).toBeTruthy();
  const ref: string = spec.content['application/json'].schema.$ref;
  const validate = ajv.getSchema(`openapi${ref}`);
  if (!validate) throw new Error(`cannot resolve ${ref}`);
  const body = await res.json();
  expect(validate(body), `${operationId} ${res.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

const post = (body: BodyInit | null, target = app) =>
  target.request('/api/fit', { method: 'POST', body, duplex: 'half' } as RequestInit);

describe('getHealth, getOffer, listPages, getPage', () => {
  it.each([
    ['getHealth', '/api/health'],
    ['getOffer', '/api/offer'],
    ['listPages', '/api/pages'],
    ['getPage', '/api/pages/index'],
    ['getPage', '/api/pages/about'],
    ['getPage', '/api/pages/contact'],
    ['getPage', '/api/pages/developers'],
    ['getPage', '/api/pages/privacy'],
  ])('%s 200 (%s)', async (operationId, path) => {
    await expectConforms(operationId, await app.request(path));
  });

  it.each([
    ['getHealth', '/api/health'],
    ['getOffer', '/api/offer'],
    ['listPages', '/api/pages'],
    ['getPage', '/api/pages/about'],
    ['getPage', '/api/pages/pricing'],
  ])('%s 405 (%s)', async (operationId, path) => {
    await expectConforms(operationId, await app.request(path, { method: 'POST' }));
  });

  it('getPage 404', async () => {
    await expectConforms('getPage', await app.request('/api/pages/pricing'));
  });

  it.each([
    ['getHealth', '/api/health'],
    ['getOffer', '/api/offer'],
    ['listPages', '/api/pages'],
    ['getPage', '/api/pages/about'],
  ])('%s 500 (%s)', async (operationId, path) => {
    await expectConforms(operationId, await broken.request(path));
  });
});

describe('checkFit', () => {
  it('200 for every documented request example', async () => {
    const examples = responseSpec('checkFit', 200).spec;
    const requests = doc.paths['/api/fit'].post.requestBody.content['application/json'].examples;
    expect(Object.keys(requests).sort()).toEqual(
      Object.keys(examples.content['application/json'].examples).sort(),
    );
    for (const example of Object.values(requests as Record<string, Json>)) {
      await expectConforms('checkFit', await post(JSON.stringify(example.value)));
    }
  });

  it.each(['', '{"annualRevenue": '])('400 for %j', async (body) => {
    await expectConforms('checkFit', await post(body));
  });

  it('405', async () => {
    await expectConforms('checkFit', await app.request('/api/fit'));
  });

  it('413 (declared and chunked)', async () => {
    await expectConforms('checkFit', await post(' '.repeat(70_000)));
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(16_384)),
    });
    await expectConforms('checkFit', await post(endless));
  });

  it.each(['{}', 'null', '[]', '"x"', '{"annualRevenue":-1,"founderLed":"yes","extra":true}'])(
    '422 for %s',
    async (body) => {
      await expectConforms('checkFit', await post(body));
    },
  );

  it('500', async () => {
    await expectConforms('checkFit', await post('{"role":"coach"}', broken));
  });
});

describe('outside the operations', () => {
  it('the validator does reject non-conforming bodies (these checks can fail)', async () => {
    const error = ajv.getSchema('openapi#/components/schemas/Error');
    const good = {
      error: { code: 'x', message: 'm', status: 400, docs: 'https://offer.example.com/openapi.json' },
    };
    expect(error?.(good)).toBe(true);
    expect(error?.({ error: { code: 'x', message: 'm' } })).toBe(false);
    expect(error?.({ error: { ...good.error, docs: 'not a uri' } })).toBe(false);
    expect(error?.({ ...good, stack: 'at x' })).toBe(false);
    const offer = await (await app.request('/api/offer')).json();
    const { price: _price, ...withoutPrice } = offer;
    expect(ajv.getSchema('openapi#/components/schemas/Offer')?.(withoutPrice)).toBe(false);
  });

  it('an unknown /api/ path answers with the Error schema', async () => {
    const res = await app.request('/api/unknown');
    expect(res.status).toBe(404);
    const validate = ajv.getSchema('openapi#/components/schemas/Error');
    expect(validate?.(await res.json())).toBe(true);
  });
});

// Runs last (tests in a file run in order): the document promises no response that was not exercised above.
it('covered every documented (operation, status) pair', () => {
  const documented = Object.values(doc.paths as Record<string, Json>).flatMap((item) =>
    Object.values(item as Record<string, Json>).flatMap((op) =>
      Object.keys(op.responses).map((status) => `${op.operationId} ${status}`),
    ),
  );
  expect([...covered].sort()).toEqual(documented.sort());
});
