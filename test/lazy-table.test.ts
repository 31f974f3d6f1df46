// Variants rendered on first request: once, with the same bytes and ETag as if rendered at start-up.
import { describe, expect, it } from 'vitest';
import { listBuiltFor } from '../src/content/site-cache.js';
import { EN_WORDS } from '../src/content/words/defaults.js';
import { pagePath } from '../src/domain/pages.js';
import {
  answerFromTable,
  buildResponseTable,
  type ResponseTable,
  renderEveryVariant,
} from '../src/http/response-table.js';
import { buildSurfaces } from '../src/http/surfaces/all.js';
import { createMcpHandler } from '../src/mcp/handler.js';
import { loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

const none = () => undefined;
const TEST_SITE = { baseUrl: TEST_BASE_URL, words: EN_WORDS };

function lazyTable(render: () => string): ResponseTable {
  return buildResponseTable(TEST_SITE, [
    {
      path: '/lazy',
      variants: [{ type: 'text/plain', render: () => ({ body: render() }) }],
      cacheControl: 'no-cache',
    },
    { path: '/eager', variants: [{ type: 'text/plain', body: 'now' }], cacheControl: 'no-cache' },
  ]);
}

describe('a variant with render', () => {
  it('is not rendered when the table is built, and rendered once for every later request', () => {
    let calls = 0;
    const table = lazyTable(() => {
      calls++;
      return 'made later';
    });
    expect(calls).toBe(0);
    expect(answerFromTable(table, 'GET', '/eager', none)?.status).toBe(200);
    expect(calls).toBe(0);
    const first = answerFromTable(table, 'GET', '/lazy', none);
    const head = answerFromTable(table, 'HEAD', '/lazy', none);
    const again = answerFromTable(table, 'GET', '/lazy', none);
    expect(calls).toBe(1);
    expect(new TextDecoder().decode(first?.body as Uint8Array)).toBe('made later');
    expect(head?.headers['content-length']).toBe(String('made later'.length));
    expect(again?.headers.etag).toBe(first?.headers.etag);
  });

  it('carries the same strong ETag as the same bytes given up front, and answers If-None-Match with 304', () => {
    const lazy = lazyTable(() => 'same bytes');
    const eager = buildResponseTable(TEST_SITE, [
      { path: '/lazy', variants: [{ type: 'text/plain', body: 'same bytes' }], cacheControl: 'no-cache' },
    ]);
    const etag = answerFromTable(eager, 'GET', '/lazy', none)?.headers.etag ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    const conditional = answerFromTable(lazy, 'GET', '/lazy', (n) =>
      n === 'if-none-match' ? etag : undefined,
    );
    expect(conditional?.status).toBe(304);
  });

  it('that throws fails the request again next time (nothing half-made is kept), and renderEveryVariant throws too', () => {
    let calls = 0;
    const table = lazyTable(() => {
      calls++;
      throw new Error('renderer broke');
    });
    expect(() => answerFromTable(table, 'GET', '/lazy', none)).toThrow('renderer broke');
    expect(() => answerFromTable(table, 'GET', '/lazy', none)).toThrow('renderer broke');
    expect(calls).toBe(2);
    expect(() => renderEveryVariant(table)).toThrow('renderer broke');
  });
});

describe('the site table', () => {
  it('renders every variant of every surface of the fixture without error, one per URL and type', () => {
    const entries = buildSurfaces(loadSampleSite());
    const table = buildResponseTable(TEST_SITE, entries);
    expect(renderEveryVariant(table)).toBe(entries.reduce((n, e) => n + e.variants.length, 0));
  });

  it('gives the same bytes and ETags whichever URL sharing a rendering is asked first (page and twin)', () => {
    const site = loadSampleSite();
    const page = site.pages[0];
    if (!page) throw new Error('the fixture has pages');
    const twin = `/${page.slug}.md`;
    const path = pagePath(page.slug);
    const md = (n: string) => (n === 'accept' ? 'text/markdown' : undefined);
    const a = buildResponseTable(TEST_SITE, buildSurfaces(site));
    const b = buildResponseTable(TEST_SITE, buildSurfaces(site));
    const aPage = answerFromTable(a, 'GET', path, md);
    const aTwin = answerFromTable(a, 'GET', twin, none);
    const bTwin = answerFromTable(b, 'GET', twin, none);
    const bPage = answerFromTable(b, 'GET', path, md);
    expect(aPage?.headers.etag).toBe(bPage?.headers.etag);
    expect(aTwin?.headers.etag).toBe(bTwin?.headers.etag);
    expect(aPage?.body).toEqual(bTwin?.body);
  });
});

describe('the MCP handler', () => {
  it('is one per site, and answers its first request with tables it builds then', () => {
    const site = loadSampleSite();
    const handler = createMcpHandler(site);
    expect(createMcpHandler(site)).toBe(handler);
    expect(listBuiltFor(site)).not.toContain('mcp-tables');
    const answer = handler.handlePayload(none, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(listBuiltFor(site)).toContain('mcp-tables');
    expect(answer.kind).toBe('reply');
    const body = answer.kind === 'reply' ? answer.body : undefined;
    expect(JSON.stringify(body)).toContain('check_fit');
  });
});

describe('the flat header list of table answers', () => {
  it('lists exactly the headers of every answer, in order, for each coding and request kind', () => {
    const site = loadSampleSite();
    const table = buildResponseTable(site, buildSurfaces(site), (bytes) => bytes.slice(0, 8));
    let checked = 0;
    for (const resource of table.resources.values()) {
      for (const variant of resource.variants.values()) {
        for (const coding of ['identity', 'gzip', 'br'] as const) {
          const prepared = variant(coding);
          for (const r of [prepared.ok, prepared.head, prepared.notModified]) {
            expect(r.headerList).toEqual(Object.entries(r.headers).flat());
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
