// Contract: every API response of every operation (GET, HEAD, POST, OPTIONS), success and every error status,
// headers included, validated against the SERVED OpenAPI document, through the fetch door. The one status only
// the Node door's parser produces (431) is checked on the real server by contract-node.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { createFetchDoor } from '../src/entry/fetch-door.js';
import type { ResponseTable } from '../src/http/response-table.js';
import {
  type ContractChecker,
  createContractChecker,
  type Json,
  NODE_DOOR_STATUSES,
} from './helpers/contract.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

const site = loadSampleSite();
const app = createTestApp(site);
// Any failure inside request handling must still be the documented 500: simulate one for every path.
const broken = createFetchDoor(site, {
  table: {
    site,
    get resources(): ResponseTable['resources'] {
      throw new Error('simulated failure');
    },
  },
});

let contract: ContractChecker;
let doc: Json;
beforeAll(async () => {
  doc = await (await app.request('/openapi.json')).json();
  contract = createContractChecker(doc);
});
const expectConforms = (operationId: string, res: Response) => contract.expectConforms(operationId, res);
const operations = () => contract.operations();

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
    ['Health', '/api/health'],
    ['Offer', '/api/offer'],
    ['Pages', '/api/pages'],
    ['Page', '/api/pages/about'],
  ])(
    'get%s and head%s: 304 for the current ETag, HEAD 200 with the same headers and no body',
    async (noun, path) => {
      const get = await app.request(path);
      const getId = noun === 'Pages' ? 'listPages' : `get${noun}`;
      const etag = get.headers.get('etag') ?? '';
      const head = await app.request(path, { method: 'HEAD' });
      expect(head.headers.get('etag')).toBe(etag);
      expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
      await expectConforms(`head${noun}`, head);
      await expectConforms(getId, await app.request(path, { headers: { 'if-none-match': etag } }));
      await expectConforms(
        `head${noun}`,
        await app.request(path, { method: 'HEAD', headers: { 'if-none-match': etag } }),
      );
    },
  );

  it('headPage 404', async () => {
    await expectConforms('headPage', await app.request('/api/pages/pricing', { method: 'HEAD' }));
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
    const examples = contract.responseSpec('checkFit', 200).spec;
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

describe.each([
  ['searchCatalog', '/ucp/catalog/search'],
  ['lookupCatalog', '/ucp/catalog/lookup'],
  ['getCatalogProduct', '/ucp/catalog/product'],
])('%s (UCP, %s)', (operationId, path) => {
  const send = (body: BodyInit | null, target = app) =>
    target.request(path, { method: 'POST', body, duplex: 'half' } as RequestInit);

  it('200 for every documented request example, and the answers are the documented examples', async () => {
    const requests = doc.paths[path].post.requestBody.content['application/json'].examples;
    const answers = contract.responseSpec(operationId, 200).spec.content['application/json'].examples;
    expect(Object.keys(requests).sort()).toEqual(Object.keys(answers).sort());
    for (const [key, example] of Object.entries(requests as Record<string, Json>)) {
      const res = await send(JSON.stringify(example.value));
      expect(await res.clone().json()).toEqual(answers[key].value);
      await expectConforms(operationId, res);
    }
  });

  it.each(['', '{', '{}', '[]'])('400 for %j', async (body) => {
    await expectConforms(operationId, await send(body));
  });

  it('405, 413 and 500', async () => {
    await expectConforms(operationId, await app.request(path));
    await expectConforms(operationId, await send(' '.repeat(70_000)));
    await expectConforms(operationId, await send('{"query":"x","ids":["x"],"id":"x"}', broken));
  });
});

describe('OPTIONS (CORS preflight)', () => {
  it('every path answers 204 with the declared CORS headers', async () => {
    const preflights = operations().filter(([, method]) => method === 'options');
    expect(preflights.length).toBe(Object.keys(doc.paths).length);
    for (const [operationId, , path] of preflights) {
      const res = await app.request(path.replace('{slug}', 'about'), {
        method: 'OPTIONS',
        headers: { origin: 'https://agent.example', 'access-control-request-method': 'GET' },
      });
      await expectConforms(operationId, res);
    }
  });
});

describe('refusals before routing (every operation)', () => {
  it('414 for an over-long target, as documented for each operation', async () => {
    for (const [operationId, method, path] of operations()) {
      const target = `${path.replace('{slug}', 'about')}?q=${'a'.repeat(9 * 1024)}`;
      const res = await app.request(target, { method: method.toUpperCase() });
      // A HEAD answer's body never reaches a client (Node and workerd drop it): judged as a client sees it.
      await expectConforms(operationId, method === 'head' ? new Response(null, res) : res);
    }
  });
});

describe('outside the operations', () => {
  it('the validator does reject non-conforming bodies (these checks can fail)', async () => {
    const error = contract.ajv.getSchema('openapi#/components/schemas/Error');
    const good = {
      error: { code: 'x', message: 'm', status: 400, docs: 'https://offer.example.com/openapi.json' },
    };
    expect(error?.(good)).toBe(true);
    expect(error?.({ error: { code: 'x', message: 'm' } })).toBe(false);
    expect(error?.({ error: { ...good.error, docs: 'not a uri' } })).toBe(false);
    expect(error?.({ ...good, stack: 'at x' })).toBe(false);
    const offer = await (await app.request('/api/offer')).json();
    const { price: _price, ...withoutPrice } = offer;
    expect(contract.ajv.getSchema('openapi#/components/schemas/Offer')?.(withoutPrice)).toBe(false);
  });

  it('an unknown /api/ path answers with the Error schema', async () => {
    const res = await app.request('/api/unknown');
    expect(res.status).toBe(404);
    const validate = contract.ajv.getSchema('openapi#/components/schemas/Error');
    expect(validate?.(await res.json())).toBe(true);
  });
});

// Runs last (tests in a file run in order): the document promises no response that was not exercised above,
// but for the Node door's own statuses, which contract-node.test.ts exercises.
it('covered every documented (operation, status) pair a fetch door can produce', () => {
  const expected = contract
    .documented()
    .filter((pair) => !NODE_DOOR_STATUSES.includes(pair.split(' ')[1] ?? ''));
  expect([...contract.covered].sort()).toEqual(expected.sort());
});
