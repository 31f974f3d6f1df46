// The Worker entry in process (cloudflare:workers stubbed, content as the build compiles it in): what it adds to the app.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeContentFiles } from '../src/content/bundle-files.js';
import { readContentFiles } from '../src/content/load-site.js';
import { FIXTURE_CONTENT } from './helpers/site.js';

const BASE = 'https://offer.example.com';
vi.mock('cloudflare:workers', () => ({ env: { BASE_URL: 'https://offer.example.com' } }));

type WorkerFetch = (request: Request, env: { BASE_URL?: string }) => Response | Promise<Response>;
let workerFetch: WorkerFetch;

beforeAll(async () => {
  // What scripts/build-worker.ts defines as __OFFER_SITE_CONTENT__.
  Object.assign(globalThis, {
    __OFFER_SITE_CONTENT__: { files: encodeContentFiles(readContentFiles(FIXTURE_CONTENT)) },
  });
  workerFetch = (await import('../src/entry/worker.js')).default.fetch;
});

const call = (path: string, init: RequestInit = {}) =>
  Promise.resolve(workerFetch(new Request(`${BASE}${path}`, init), { BASE_URL: BASE }));

describe('X-Request-Id on every Worker response (SECURITY.md)', () => {
  it.each([
    ['a table hit', '/api/offer', {}],
    ['a page through Hono', '/fit?role=coach', { headers: { accept: 'text/html' } }],
    ['a 404', '/nowhere', { headers: { accept: 'application/json' } }],
    ['a refused GET with a body', '/api/offer', { headers: { 'content-length': '5' } }],
    [
      'POST /api/fit',
      '/api/fit',
      { method: 'POST', body: '{"role":"coach"}', headers: { 'content-type': 'application/json' } },
    ],
  ] as [string, string, RequestInit][])('%s: a fresh UUID', async (_name, path, init) => {
    const res = await call(path, init);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a sane incoming id is echoed, an insane one replaced', async () => {
    const sane = await call('/api/health', { headers: { 'x-request-id': 'trace-42' } });
    expect(sane.headers.get('x-request-id')).toBe('trace-42');
    const insane = await call('/api/health', { headers: { 'x-request-id': 'a b\tc' } });
    expect(insane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('two requests get two ids', async () => {
    const [a, b] = await Promise.all([call('/api/health'), call('/api/health')]);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });
});

describe('the hostile requests the app refuses, through the Worker', () => {
  it('POST /api/fit with a Content-Encoding: 415 Error JSON', async () => {
    const res = await call('/api/fit', {
      method: 'POST',
      body: '{"role":"coach"}',
      headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'unsupported_content_encoding',
    );
  });
});
