// The served OpenAPI document: structure, derivation from zod and content, and zero-problem lints (Redocly, Spectral).

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { matchAnswer } from '../src/domain/fit/fit.js';
import { API_VERSION, buildApiSchemas, ErrorSchema } from '../src/domain/schemas.js';
import { buildOpenApi } from '../src/render/openapi/document.js';
import { describeSchema } from '../src/render/schema-words.js';
import { ALT_FIXTURE_CONTENT, createTestApp, loadSampleSite } from './helpers/site.js';

const run = promisify(execFile);
// BASE_URL is configuration; lint a document built for a real-looking host, since Redocly flags example.com.
const LINT_BASE = 'https://offer.halden.example';
const site = loadSampleSite(LINT_BASE);
const app = createTestApp(site);

// biome-ignore lint/suspicious/noExplicitAny: the document under test is walked dynamically; the assertions check its shape.
type Json = any;
type Doc = Json;
let doc: Doc;
let dir: string;

beforeAll(async () => {
  doc = (await (await app.request('/openapi.json')).json()) as Doc;
  dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LINT_ENV = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_COLOR: '1',
};

/** Runs a linter that may exit non-zero on findings; the findings are in stdout either way. */
async function lint(bin: string, args: string[]): Promise<string> {
  try {
    return (await run(`node_modules/.bin/${bin}`, args, { env: LINT_ENV, maxBuffer: 16 << 20 })).stdout;
  } catch (error) {
    const stdout = (error as { stdout?: string }).stdout;
    if (stdout) return stdout;
    throw error;
  }
}

async function redocly(document: unknown) {
  const file = join(dir, `redocly-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(document, null, 2));
  const out = await lint('redocly', ['lint', file, '--config', '.redocly.yaml', '--format=json']);
  // Redocly may print a banner before the JSON report.
  return JSON.parse(out.slice(out.indexOf('{'))) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; message: string }[];
  };
}

async function spectral(document: unknown) {
  const file = join(dir, `spectral-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(document, null, 2));
  const out = await lint('spectral', [
    'lint',
    file,
    '-r',
    '.spectral.yaml',
    '-F',
    'hint',
    '-f',
    'json',
    '-q',
  ]);
  // No fallback for empty output: a linter that did not run must fail the test, not pass it.
  return JSON.parse(out) as { code: string; message: string }[];
}

describe('OpenAPI lints', () => {
  it('has zero errors and zero warnings under @redocly/cli lint (recommended)', async () => {
    const report = await redocly(doc);
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('has zero findings of any severity under spectral lint (spectral:oas)', async () => {
    expect((await spectral(doc)).map((r) => `${r.code}: ${r.message}`)).toEqual([]);
  });

  it('the second owner’s document lints clean too (its page set, currency and licence-less content)', async () => {
    const alt = buildOpenApi(loadSampleSite(LINT_BASE, ALT_FIXTURE_CONTENT));
    const report = await redocly(alt);
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect((await spectral(alt)).map((r) => `${r.code}: ${r.message}`)).toEqual([]);
  });

  it('both linters do report a broken example (the lint tests can fail)', async () => {
    const broken = structuredClone(doc);
    broken.paths['/api/offer'].get.responses['200'].content['application/json'].example.price.amount = 'x';
    const report = await redocly(broken);
    expect(report.problems.map((p) => p.ruleId)).toContain('no-invalid-media-type-examples');
    expect((await spectral(broken)).map((r) => r.code)).toContain('oas3-valid-media-example');
  });
});

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1, version 1.0.0, with servers from BASE_URL and no security', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    expect(API_VERSION).toBe('1.0.0');
    expect(doc.servers).toEqual([{ url: LINT_BASE, description: expect.any(String) }]);
    expect(doc.security).toEqual([]);
    expect(doc.info.contact.email).toBe(site.identity.email);
  });

  it('has the five operations with the spec operationIds and the three UCP catalog ones, plus HEAD and OPTIONS, each summarised, described and tagged', () => {
    const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Json>)
        .filter(([key]) => key !== 'parameters')
        .map(([method, op]) => ({ path, method, op })),
    );
    const listed = (method: string) =>
      ops
        .filter((o) => o.method === method)
        .map((o) => `${o.path} ${o.op.operationId}`)
        .sort();
    expect([...listed('get'), ...listed('post')]).toEqual([
      '/api/health getHealth',
      '/api/offer getOffer',
      '/api/pages listPages',
      '/api/pages/{slug} getPage',
      '/api/fit checkFit',
      '/ucp/catalog/lookup lookupCatalog',
      '/ucp/catalog/product getCatalogProduct',
      '/ucp/catalog/search searchCatalog',
    ]);
    // HEAD wherever GET is, OPTIONS (the CORS preflight) on every path.
    expect(listed('head')).toEqual([
      '/api/health headHealth',
      '/api/offer headOffer',
      '/api/pages headPages',
      '/api/pages/{slug} headPage',
    ]);
    expect(listed('options')).toEqual([
      '/api/fit optionsFit',
      '/api/health optionsHealth',
      '/api/offer optionsOffer',
      '/api/pages optionsPages',
      '/api/pages/{slug} optionsPage',
      '/ucp/catalog/lookup optionsCatalogLookup',
      '/ucp/catalog/product optionsCatalogProduct',
      '/ucp/catalog/search optionsCatalogSearch',
    ]);
    const tagNames = doc.tags.map((t: { name: string }) => t.name);
    for (const { op } of ops) {
      expect(op.summary).toMatch(/\w/);
      expect(op.description.length).toBeGreaterThan(40);
      expect(tagNames).toEqual(expect.arrayContaining(op.tags));
    }
  });

  it('documents every status each operation can return; every body is the Error schema unless it succeeded', () => {
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses).sort();
    const read = ['200', '304', '405', '414', '431', '500', 'default'];
    expect(statuses('/api/health', 'get')).toEqual(read);
    expect(statuses('/api/offer', 'get')).toEqual(read);
    expect(statuses('/api/pages', 'get')).toEqual(read);
    expect(statuses('/api/pages/{slug}', 'get')).toEqual([...read, '404'].sort());
    expect(statuses('/api/pages/{slug}', 'head')).toEqual(['200', '304', '404', '414', '431', 'default']);
    expect(statuses('/api/fit', 'post')).toEqual([
      '200',
      '400',
      '405',
      '413',
      '414',
      '422',
      '431',
      '500',
      'default',
    ]);
    expect(statuses('/api/fit', 'options')).toEqual(['204', '414', '431', 'default']);
    for (const path of ['/ucp/catalog/search', '/ucp/catalog/lookup', '/ucp/catalog/product']) {
      expect(statuses(path, 'post')).toEqual(['200', '400', '405', '413', '414', '431', '500', 'default']);
    }
    const fit = doc.paths['/api/fit'].post.responses;
    expect(Object.keys(fit['400'].content['application/json'].examples).sort()).toEqual([
      'body_required',
      'invalid_json',
    ]);
    expect(Object.keys(fit['422'].content['application/json'].examples).sort()).toEqual([
      'empty_profile',
      'validation_failed',
    ]);
    expect(Object.keys(fit['414'].content['application/json'].examples)).toEqual(['uri_too_long']);
    expect(Object.keys(fit['431'].content['application/json'].examples)).toEqual(['headers_too_large']);
    expect(fit['405'].headers.Allow.$ref).toBe('#/components/headers/Allow');
    for (const [path, item] of Object.entries(doc.paths) as [string, Record<string, Json>][]) {
      for (const [method, op] of Object.entries(item).filter(([key]) => key !== 'parameters')) {
        for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
          const where = `${method} ${path} ${status}`;
          if (method === 'head' || ['204', '304'].includes(status)) {
            // No body: HEAD never has one, nor do 204 and 304.
            expect(response.content, where).toBeUndefined();
          } else if (path.startsWith('/ucp/') && status === '400') {
            // A UCP request the operation cannot take is answered in UCP's own error shape.
            expect(response.content['application/json'].schema, where).toEqual({
              $ref: '#/components/schemas/UcpAnswer',
            });
          } else if (status !== '200') {
            expect(response.content['application/json'].schema, where).toEqual({
              $ref: '#/components/schemas/Error',
            });
          }
        }
      }
    }
  });

  it('states each read’s caching exactly; health says what no-cache means', () => {
    const health = doc.paths['/api/health'].get;
    expect(health.responses['200'].headers['Cache-Control'].schema.const).toBe('no-cache');
    expect(health.description).toContain('`Cache-Control: no-cache`');
    expect(health.description).toMatch(/must revalidate/);
    expect(health.description).not.toMatch(/never cached/i);
    expect(doc.paths['/api/offer'].get.responses['200'].headers['Cache-Control'].schema.const).toBe(
      'public, max-age=60',
    );
  });

  it('carries a licence: from content when declared, otherwise "all rights reserved" pointing to robots.txt', () => {
    expect(site.identity.license).toBeUndefined();
    expect(doc.info.license.name).toContain('All rights reserved');
    expect(doc.info.license.url).toBe(`${LINT_BASE}/robots.txt`);
    const licensed = {
      ...site,
      identity: { ...site.identity, license: { name: 'CC BY 4.0', identifier: 'CC-BY-4.0' } },
    };
    expect(buildOpenApi(licensed).info).toMatchObject({
      license: { name: 'CC BY 4.0', identifier: 'CC-BY-4.0' },
    });
  });

  it('derives component schemas from the zod schemas (not hand-written)', () => {
    // A lone schema with a meta id comes back as { $ref, $defs: { [id]: body } }.
    const alone = (schema: z.ZodType, id: string) => (z.toJSONSchema(schema) as Json).$defs[id];
    const { $schema: _dialect, ...fitRequest } = z.toJSONSchema(buildApiSchemas(site).FitRequest) as Json;
    expect(doc.components.schemas.FitRequest).toEqual(fitRequest);
    // The "at least one field" rule is in the schema, so generated clients refuse {} themselves.
    expect(doc.components.schemas.FitRequest.minProperties).toBe(1);
    // Descriptions are named in the zod schemas (`words`) and written in the site's words.
    expect(doc.components.schemas.Error).toEqual(
      describeSchema(alone(ErrorSchema, 'Error'), site.words.agents.fields),
    );
    expect(doc.components.schemas.Error.description).toBe(site.words.agents.fields.error);
    expect(JSON.stringify(doc.components.schemas)).not.toContain('"words"');
    expect(doc.components.schemas.Offer.required).toEqual([
      'id',
      'name',
      'price',
      'duration',
      'deliverables',
    ]);
    expect(doc.components.schemas.Offer.properties.price).toEqual({ $ref: '#/components/schemas/Money' });
    // The slug set comes from the content; the fixture has exactly the contract's five pages.
    expect(doc.paths['/api/pages/{slug}'].parameters[0].schema).toEqual({
      $ref: '#/components/schemas/PageSlug',
    });
    expect([...doc.components.schemas.PageSlug.enum].sort()).toEqual(
      ['about', 'contact', 'developers', 'index', 'privacy'].sort(),
    );
    expect(doc.components.schemas.PageSummary.properties.slug).toEqual({
      $ref: '#/components/schemas/PageSlug',
    });
  });

  it('describes the fit rules from the content criteria', () => {
    const text: string = doc.paths['/api/fit'].post.description;
    for (const c of site.criteria) {
      expect(text).toContain(`\`${c.id}\``);
      expect(text).toContain(c.text);
      expect(text).toContain(`Weight ${c.weight}`);
    }
    expect(text).toContain('1,000,000 <= `annualRevenue` <= 5,000,000');
    expect(text).toMatch(/poor-fit.*required criterion.*fails/);
    expect(text).toContain('indicative');
    expect(text).toContain(site.identity.links.checkout);
    // The role rule as the code applies it: whole words, with an example that really matches on this content.
    const rule = /`expert-role`.*?as whole words.*?"([^"]+)" contains `([^`]+)`/s.exec(text);
    expect(rule, 'the expert-role rule states the whole-word match with an example').not.toBeNull();
    const role = site.criteria.find((c) => c.id === 'expert-role');
    expect(role && matchAnswer(site, role, rule?.[1] ?? '')).toBe(rule?.[2]);
    expect(text).not.toMatch(/turned into one hyphen/);
  });

  it('uses real responses as examples', async () => {
    const offer = await (await app.request('/api/offer')).json();
    expect(doc.paths['/api/offer'].get.responses['200'].content['application/json'].example).toEqual(offer);
    const fit = doc.paths['/api/fit'].post;
    for (const [name, ex] of Object.entries(
      fit.requestBody.content['application/json'].examples as Record<string, Json>,
    )) {
      const real = await app.request('/api/fit', { method: 'POST', body: JSON.stringify(ex.value) });
      expect(await real.json()).toEqual(
        fit.responses['200'].content['application/json'].examples[name].value,
      );
    }
    const verdicts = Object.values(
      fit.responses['200'].content['application/json'].examples as Record<string, Json>,
    ).map((e) => e.value.verdict);
    expect(verdicts.sort()).toEqual(['poor-fit', 'possible-fit', 'strong-fit', 'unknown']);
    const missing = await app.request('/api/pages/pricing');
    expect(await missing.json()).toEqual(
      doc.paths['/api/pages/{slug}'].get.responses['404'].content['application/json'].examples.page_not_found
        .value,
    );
  });

  it('serves the same bytes at /openapi.json and /api/openapi.json, cached for an hour', async () => {
    const a = await app.request('/openapi.json');
    const b = await app.request('/api/openapi.json');
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(a.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(b.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(a.headers.get('access-control-allow-origin')).toBe('*');
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    expect(await a.text()).toBe(await b.text());
    expect(JSON.stringify(buildOpenApi(site))).toBe(JSON.stringify(doc));
  });

  it('follows BASE_URL everywhere and never leaks another host', async () => {
    const other = buildOpenApi(loadSampleSite('https://api.other.example'));
    const text = JSON.stringify(other);
    expect(other.servers).toEqual([{ url: 'https://api.other.example', description: expect.any(String) }]);
    expect(text).not.toContain(LINT_BASE);
    expect(text).toContain('https://api.other.example/openapi.json');
  });
});
