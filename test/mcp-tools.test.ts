// The MCP tools, resources and server card through app.request(): same data as the API, schemas that hold.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { MCP_PROTOCOL_VERSIONS } from '../src/domain/mcp-versions.js';
import { FitResultSchema, OfferSchema, PageListSchema, PageSchema } from '../src/domain/schemas.js';
import { buildServerCard } from '../src/mcp/server-card.js';
import { TOOLS } from '../src/render/tools/all.js';
import { createTestApp, FIXTURE_PAGE_SLUGS, loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

const site = loadSampleSite();
const app = createTestApp(site);
const ajv = new Ajv({ strict: true, allErrors: true });
addFormats.default(ajv);

interface Tool {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  outputSchema: Record<string, unknown>;
  annotations: Record<string, boolean>;
}
interface ToolResult {
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

let nextId = 1;
async function call<T>(method: string, params?: unknown): Promise<T> {
  const res = await app.request('/mcp', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  });
  expect(res.status).toBe(200);
  const json = (await res.json()) as { result?: T; error?: unknown };
  expect(json.error).toBeUndefined();
  return json.result as T;
}

const callTool = (name: string, args?: unknown) => call<ToolResult>('tools/call', { name, arguments: args });
const tools = (await call<{ tools: Tool[] }>('tools/list')).tools;
const toolNamed = (name: string) => tools.find((t) => t.name === name) as Tool;
const apiJson = async (path: string) => (await app.request(path)).json();

describe('tools/list', () => {
  it('lists every tool with the titles and descriptions of the site’s words', () => {
    const words = site.words.agents.tools;
    // A description may list the site's fit fields, which are the owner's ({fields}).
    const fields = '`annualRevenue`, `founderLed`, `role`, `priorPositioningWork`';
    expect(tools.map((t) => [t.name, t.title, t.description])).toEqual(
      TOOLS.map((t) => [t.name, words[t.name].title, words[t.name].description.replace('{fields}', fields)]),
    );
    expect(toolNamed('check_fit').description).toContain(`Supply at least one of ${fields};`);
  });

  it('marks every tool read-only, idempotent, closed-world and non-destructive', () => {
    for (const tool of tools) {
      expect(tool.annotations).toEqual({
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      });
    }
  });

  it('gives plain object schemas: no $ref, $defs, $schema or safe-integer noise; Ajv (strict) compiles them', () => {
    for (const tool of tools) {
      for (const schema of [tool.inputSchema, tool.outputSchema]) {
        expect(schema.type).toBe('object');
        expect(JSON.stringify(schema)).not.toMatch(/"\$(ref|defs|schema)"/);
        expect(JSON.stringify(schema)).not.toContain(String(Number.MAX_SAFE_INTEGER));
        expect(() => ajv.compile(schema)).not.toThrow();
      }
    }
  });

  it('input schemas follow the API: FitRequest for check_fit, a slug enum for get_page, nothing else', () => {
    expect(toolNamed('check_fit').inputSchema).toMatchObject({
      additionalProperties: false,
      properties: { annualRevenue: { type: 'number', minimum: 0 }, founderLed: { type: 'boolean' } },
    });
    expect(toolNamed('get_page').inputSchema).toMatchObject({
      required: ['slug'],
      properties: { slug: { enum: [...FIXTURE_PAGE_SLUGS] } },
      additionalProperties: false,
    });
    expect(toolNamed('get_offer').inputSchema).toEqual({
      type: 'object',
      properties: {},
      additionalProperties: false,
    });
  });
});

describe('tools/call: one implementation, two doors', () => {
  const cases: [string, unknown, unknown, () => Promise<unknown>][] = [
    ['get_offer', undefined, OfferSchema, () => apiJson('/api/offer')],
    ['list_pages', {}, PageListSchema, () => apiJson('/api/pages')],
    ['get_page', { slug: 'about' }, PageSchema, () => apiJson('/api/pages/about')],
    [
      'check_fit',
      { annualRevenue: 2_400_000, founderLed: true, role: 'coach' },
      FitResultSchema,
      async () =>
        (
          await app.request('/api/fit', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ annualRevenue: 2_400_000, founderLed: true, role: 'coach' }),
          })
        ).json(),
    ],
  ];

  it.each(cases)(
    '%s returns what the API returns, valid against its outputSchema',
    async (name, args, zod, api) => {
      const result = await callTool(name, args);
      expect(result.isError).toBeUndefined();
      expect(result.structuredContent).toEqual(await api());
      expect((zod as typeof OfferSchema).safeParse(result.structuredContent).success).toBe(true);
      const validate = ajv.compile(toolNamed(name).outputSchema);
      expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
      expect(result.content).toHaveLength(1);
      expect(result.content[0]?.type).toBe('text');
    },
  );

  it('data tools repeat the structured result as JSON text', async () => {
    for (const [name, args] of [
      ['get_offer'],
      ['list_pages'],
      ['check_fit', { founderLed: false }],
    ] as const) {
      const result = await callTool(name, args);
      expect(JSON.parse(result.content[0]?.text ?? '')).toEqual(result.structuredContent);
    }
  });

  it.each(FIXTURE_PAGE_SLUGS)(
    'get_page %s: the Page as JSON in the text block, its markdown the Markdown twin',
    async (slug) => {
      const result = await callTool('get_page', { slug });
      const twin = await (await app.request(`/${slug}.md`)).text();
      expect(JSON.parse(result.content[0]?.text ?? '')).toEqual(result.structuredContent);
      expect(result.structuredContent?.markdown).toBe(twin);
    },
  );
});

describe('tools/call: invalid arguments are tool errors a model can act on', () => {
  it.each([
    ['check_fit', { annualRevenue: -1 }, /annualRevenue/],
    ['check_fit', { founderLed: true, budget: 5 }, /budget: unknown property/],
    ['check_fit', { annualRevenue: '2m' }, /annualRevenue/],
    ['check_fit', {}, /at least one field/],
    ['check_fit', undefined, /at least one field/],
    [
      'get_page',
      { slug: 'pricing' },
      new RegExp(
        `No page with slug "pricing".*one of ${FIXTURE_PAGE_SLUGS.map((slug) => `(?=.*\\b${slug}\\b)`).join('')}`,
      ),
    ],
    ['get_page', { slug: 'fit' }, /No page with slug "fit"/],
    ['get_page', {}, /slug/],
    ['get_page', { slug: 'about', lang: 'fr' }, /lang: unknown property/],
    ['get_offer', { id: 'x' }, /takes no arguments.*id/],
    ['list_pages', { limit: 2 }, /takes no arguments.*limit/],
  ])('%s %j', async (name, args, message) => {
    const result = await callTool(name, args);
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(result.content).toEqual([{ type: 'text', text: expect.stringMatching(message) }]);
  });

  it('reports the same field problems as POST /api/fit', async () => {
    const body = { annualRevenue: -5, founderLed: 'yes', extra: 1 };
    const api = (await (
      await app.request('/api/fit', { method: 'POST', body: JSON.stringify(body) })
    ).json()) as { error: { issues: { path: string }[] } };
    const text = (await callTool('check_fit', body)).content[0]?.text ?? '';
    expect(api.error.issues.length).toBeGreaterThan(0);
    for (const issue of api.error.issues) expect(text).toContain(`${issue.path}:`);
  });
});

describe('resources', () => {
  const resources = async () =>
    (
      await call<{ resources: { uri: string; name: string; mimeType: string; title: string }[] }>(
        'resources/list',
      )
    ).resources;

  /** The pages' twins; the MCP App views (ui://) and skills (skill://) are covered by test/mcp-apps.test.ts. */
  const pageResources = async () => (await resources()).filter((r) => r.uri.startsWith('https://'));

  it('lists every public page’s Markdown twin by its public URL, then the views and the skills', async () => {
    const all = await resources();
    const list = await pageResources();
    expect(all.slice(0, list.length)).toEqual(list);
    expect(all.slice(list.length).map((r) => r.uri.split(':')[0])).toEqual(['ui', 'ui', 'skill', 'skill']);
    expect(list.map((r) => r.name)).toEqual(site.pages.map((p) => p.slug));
    for (const r of list) {
      expect(r).toMatchObject({ uri: `${TEST_BASE_URL}/${r.name}.md`, mimeType: 'text/markdown' });
    }
  });

  it('reads each page resource as exactly the Markdown twin', async () => {
    for (const r of await pageResources()) {
      const read = await call<{ contents: { uri: string; mimeType: string; text: string }[] }>(
        'resources/read',
        {
          uri: r.uri,
        },
      );
      expect(read.contents).toEqual([
        { uri: r.uri, mimeType: 'text/markdown', text: await (await app.request(`/${r.name}.md`)).text() },
      ]);
    }
  });

  it('offers a template for any page by slug', async () => {
    const { resourceTemplates } = await call<{ resourceTemplates: { uriTemplate: string }[] }>(
      'resources/templates/list',
    );
    expect(resourceTemplates).toEqual([
      expect.objectContaining({ uriTemplate: `${TEST_BASE_URL}/{slug}.md`, mimeType: 'text/markdown' }),
    ]);
  });

  it('an unknown URI is -32002 resource not found', async () => {
    const res = await app.request('/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'resources/read',
        params: { uri: 'test://nope' },
      }),
    });
    expect(await res.json()).toMatchObject({ id: 1, error: { code: -32002, data: { uri: 'test://nope' } } });
  });
});

describe('server card', () => {
  const validateCard = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(validateCard);
  const cardSchema = JSON.parse(readFileSync('test/fixtures/server-card.schema.json', 'utf8'));
  const isCard = validateCard.compile({ ...cardSchema, $ref: '#/$defs/ServerCard' });

  it.each(['/.well-known/mcp.json', '/mcp/server-card'])(
    '%s: valid against the v1 draft schema, its media type, open CORS, ETag, an hour of cache',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/mcp-server-card+json');
      expect(res.headers.get('vary')).toContain('Accept');
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const etag = res.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[^"]+"$/);
      const card = (await res.json()) as Record<string, unknown>;
      expect(isCard(card), JSON.stringify(isCard.errors)).toBe(true);
      expect(card).toMatchObject({
        $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
        name: 'com.example.offer/offer',
        title: site.identity.name,
        version: '1.0.0',
        websiteUrl: `${TEST_BASE_URL}/`,
        // The content's own logo, at its hashed URL.
        icons: [
          {
            src: expect.stringMatching(/\/assets\/logo\.[a-z0-9]{12}\.svg$/),
            mimeType: 'image/svg+xml',
            sizes: ['any'],
          },
        ],
        remotes: [
          {
            type: 'streamable-http',
            url: `${TEST_BASE_URL}/mcp`,
            supportedProtocolVersions: [...MCP_PROTOCOL_VERSIONS],
          },
        ],
      });
      // What the draft does not define lives under _meta; primitives are listed at runtime, not in the card.
      expect(Object.keys(card).filter((k) => !(k in cardSchema.$defs.ServerCard.properties))).toEqual([]);
      // Under the owner's reverse-DNS namespace (offer.example.com), never a placeholder every deployment shares.
      expect(card._meta).toMatchObject({
        'com.example.offer/authentication': { required: false, schemes: [] },
      });
      expect(Object.keys(card._meta as object).every((k) => k.startsWith('com.example.offer/'))).toBe(true);
      expect(JSON.stringify(card)).not.toContain('get_offer');
      expect((card.description as string).length).toBeLessThanOrEqual(100);
      const again = await app.request(path, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      const plain = await app.request(path, { headers: { accept: 'application/json' } });
      expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await plain.json()).toEqual(card);
    },
  );

  it('/.well-known/ai-catalog.json points to the card with the draft media type, named and described (ARD 1.0)', async () => {
    const res = await app.request('/.well-known/ai-catalog.json');
    expect(res.headers.get('content-type')).toBe('application/ai-catalog+json');
    const card = (await (await app.request('/mcp/server-card')).json()) as { description: string };
    const { offer, identity } = site;
    expect(await res.json()).toEqual({
      specVersion: '1.0',
      entries: [
        {
          identifier: `urn:air:${new URL(TEST_BASE_URL).hostname}:mcp:offer`,
          type: 'application/mcp-server-card+json',
          url: `${TEST_BASE_URL}/mcp/server-card`,
          displayName: `${offer.name} by ${identity.name}`,
          description: card.description,
          representativeQueries: [
            `How much does ${offer.name} cost and how long does it take?`,
            `What do I get from ${offer.name}?`,
            `Is ${offer.name} right for a ${offer.bestFit.roles[0]}?`,
            `Book a call with ${identity.shortName} about ${offer.name}`,
          ],
        },
      ],
    });
  });

  it('is the same document at both addresses, and POST there is 405', async () => {
    const [a, b] = await Promise.all(
      ['/.well-known/mcp.json', '/mcp/server-card'].map((p) => app.request(p)),
    );
    expect(await a?.text()).toBe(await b?.text());
    expect((await app.request('/.well-known/mcp.json', { method: 'POST' })).status).toBe(405);
  });
});

describe("the server card's _meta namespace is the owner's", () => {
  it.each([
    ['https://www.consulting.example', 'example.consulting.www'],
    ['https://offer.example.com:8443', 'com.example.offer'],
    ['http://127.0.0.1:3000', 'localhost'],
    ['http://localhost:3000', 'localhost'],
  ])('%s publishes its keys under %s/', (baseUrl, namespace) => {
    const card = buildServerCard(loadSampleSite(baseUrl));
    expect(Object.keys(card._meta).sort()).toEqual([
      `${namespace}/authentication`,
      `${namespace}/capabilities`,
    ]);
    expect(card.name).toBe(`${namespace}/offer`);
  });
});
