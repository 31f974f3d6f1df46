// Markdown/HTML negotiation, 406, direct twins, 404s, ETags, 304s, compression and HEAD, through app.request().
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagePath } from '../src/domain/pages.js';
import { ErrorSchema } from '../src/domain/schemas.js';
import { MAX_NEGOTIATED_ACCEPT, negotiatedPrefix, preferMediaType } from '../src/http/negotiate.js';
import { renderPageMarkdown } from '../src/render/markdown/page.js';
import { linksWithRel, parseLinkHeader } from '../tools/readiness/link-header.js';
import { createTestApp, loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

const site = loadSampleSite();
const app = createTestApp(site);
const HTML = 'text/html; charset=utf-8';
const MARKDOWN = 'text/markdown; charset=utf-8';
const NEGOTIATED_VARY = 'Accept, Accept-Encoding';

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(path, { method, headers });
const bytes = async (r: Response) => new Uint8Array(await r.arrayBuffer());
/** A response's headers but its request id, which is fresh on every request by design. */
const headersOf = (r: Response) => {
  const { 'x-request-id': _id, ...rest } = Object.fromEntries(r.headers);
  return rest;
};
const markdownOf = (slug: string) => {
  const page = site.pages.find((p) => p.slug === slug);
  if (!page) throw new Error(`no page ${slug}`);
  return renderPageMarkdown(site, page);
};

type Expected = 'html' | 'markdown' | 406;

/** Accept headers as real clients send them, with the variant each must get. */
const REAL_ACCEPT_HEADERS: [client: string, accept: string | undefined, expected: Expected][] = [
  [
    'Chrome/Edge navigation',
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
    'html',
  ],
  [
    'Firefox navigation',
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/png,image/svg+xml,*/*;q=0.8',
    'html',
  ],
  [
    'Safari navigation / Googlebot',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'html',
  ],
  ['curl default', '*/*', 'html'],
  ['wget default', '*/*', 'html'],
  ['python-requests default', '*/*', 'html'],
  ['Node fetch (undici) default', '*/*', 'html'],
  ['axios default', 'application/json, text/plain, */*', 'html'],
  ['Go net/http (no Accept header)', undefined, 'html'],
  ['empty Accept', '', 'html'],
  ['Claude Code and other coding agents', 'text/markdown, text/html, */*', 'markdown'],
  ['agent asking for Markdown only', 'text/markdown', 'markdown'],
  ['agent with q-values', 'text/markdown;q=1.0, text/html;q=0.7, */*;q=0.1', 'markdown'],
  ['HTML preferred by weight (spec rule 4)', 'text/html;q=1.0, text/markdown;q=0.5', 'html'],
  ['Markdown preferred by weight', 'text/html;q=0.5, text/markdown', 'markdown'],
  ['equal weight, Markdown listed first', 'text/markdown;q=0.5, text/html;q=0.5', 'markdown'],
  ['equal weight, HTML listed first', 'text/html;q=0.5, text/markdown;q=0.5', 'html'],
  ['both refused', 'text/html;q=0, text/markdown;q=0', 406],
  ['JSON only', 'application/json', 406],
  ['plain text only', 'text/plain', 406],
  ['HTML refused, anything else welcome', 'text/html;q=0, */*', 'markdown'],
  ['Markdown refused, anything else welcome', 'text/markdown;q=0, */*', 'html'],
  ['text wildcard', 'text/*', 'html'],
  ['text wildcard below explicit Markdown', 'text/*;q=0.5, text/markdown', 'markdown'],
  ['explicit Markdown below text wildcard', 'text/markdown;q=0.5, text/*;q=0.9', 'html'],
  ['bare wildcard before explicit Markdown', '*/*;q=0.8, text/markdown', 'markdown'],
  ['charset parameter before q', 'text/html;charset=utf-8;q=0.9, text/markdown;q=0.8', 'html'],
  ['GFM variant parameter', 'text/markdown;variant=GFM', 'markdown'],
  ['CommonMark variant with q', 'text/markdown;variant=CommonMark;q=0.9, text/html;q=0.8', 'markdown'],
  ['upper-case Markdown', 'TEXT/MARKDOWN', 'markdown'],
  ['mixed case, HTML first', 'Text/HTML, Text/Markdown', 'html'],
  ['upper-case Q parameter', 'text/html;Q=0.1, text/markdown', 'markdown'],
  ['spaces around separators', 'text/html ; q=0.2 , text/markdown ; q=0.3', 'markdown'],
  ['quoted comma inside a parameter', 'text/html;foo="a,b";q=0.1, text/markdown', 'markdown'],
];

describe('Accept negotiation on the same URL (spec rules 1-4)', () => {
  it.each(REAL_ACCEPT_HEADERS)('%s: %j gets %s', async (_client, accept, expected) => {
    for (const slug of ['index', 'about']) {
      const r = await get(pagePath(slug), accept === undefined ? {} : { accept });
      expect(r.headers.get('vary')).toBe(NEGOTIATED_VARY);
      if (expected === 406) {
        expect(r.status).toBe(406);
        continue;
      }
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe(expected === 'html' ? HTML : MARKDOWN);
      const body = await r.text();
      if (expected === 'markdown') expect(body).toBe(markdownOf(slug));
      else expect(body).toMatch(/^<!doctype html>/i);
    }
  });

  it('has at least 20 real Accept headers in the table', () => {
    expect(REAL_ACCEPT_HEADERS.length).toBeGreaterThanOrEqual(20);
  });

  it('every page serves both variants at its own URL', async () => {
    for (const page of site.pages) {
      const md = await get(pagePath(page.slug), { accept: 'text/markdown' });
      expect(md.headers.get('content-type')).toBe(MARKDOWN);
      expect(await md.text()).toBe(renderPageMarkdown(site, page));
      const html = await get(pagePath(page.slug), { accept: 'text/html' });
      expect(html.headers.get('content-type')).toBe(HTML);
    }
  });

  it('follows the weights for any pair of q-values, first listed winning a tie', async () => {
    const q = fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000);
    await fc.assert(
      fc.asyncProperty(q, q, fc.boolean(), async (qh, qm, htmlFirst) => {
        const ranges = [`text/html;q=${qh}`, `text/markdown;q=${qm}`];
        const r = await get('/contact', { accept: (htmlFirst ? ranges : ranges.reverse()).join(', ') });
        if (qh === 0 && qm === 0) return r.status === 406;
        const html = qh > qm || (qh === qm && htmlFirst);
        return r.status === 200 && r.headers.get('content-type') === (html ? HTML : MARKDOWN);
      }),
      { numRuns: 150 },
    );
  });
});

describe('406 Not Acceptable (spec rule 5)', () => {
  it.each(['application/json', 'text/html;q=0, text/markdown;q=0', 'image/png'])(
    '%s gets the Error JSON with Vary',
    async (accept) => {
      const r = await get('/', { accept });
      expect(r.status).toBe(406);
      expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(r.headers.get('vary')).toBe(NEGOTIATED_VARY);
      const body = ErrorSchema.parse(await r.json());
      expect(body.error).toMatchObject({ code: 'not_acceptable', status: 406 });
      expect(body.error.hint).toContain('text/markdown');
    },
  );

  it('HEAD gets the same 406 headers and no body', async () => {
    const head = await get('/about', { accept: 'application/json' }, 'HEAD');
    const getR = await get('/about', { accept: 'application/json' });
    expect(head.status).toBe(406);
    expect(headersOf(head)).toEqual(headersOf(getR));
    expect((await bytes(head)).byteLength).toBe(0);
  });
});

describe('direct Markdown twins (spec rule 6)', () => {
  it.each(site.pages.map((p) => p.slug))(
    '/%s.md is the twin, noindex, canonical to the HTML',
    async (slug) => {
      const r = await get(`/${slug}.md`, { accept: 'text/html' });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe(MARKDOWN);
      expect(r.headers.get('x-robots-tag')).toBe('noindex');
      const canonical = linksWithRel(parseLinkHeader(r.headers.get('link')), 'canonical');
      expect(canonical.map((l) => l.href)).toEqual([`${TEST_BASE_URL}${pagePath(slug)}`]);
      expect(r.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await r.text()).toBe(markdownOf(slug));
    },
  );

  it('covers the spec slugs and the fit page', () => {
    const slugs = site.pages.map((p) => p.slug);
    for (const s of ['index', 'about', 'contact', 'privacy', 'developers', 'fit']) expect(slugs).toContain(s);
  });
});

describe('unknown paths (spec rule 8)', () => {
  it.each([undefined, '*/*', 'text/markdown', 'text/markdown, text/html'])(
    'outside /api/, Accept %j gets a real 404 in Markdown pointing to the maps',
    async (accept) => {
      const r = await get('/pricing', accept === undefined ? {} : { accept });
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).toBe(MARKDOWN);
      expect(r.headers.get('vary')).toBe('Accept, Accept-Encoding');
      const body = await r.text();
      expect(r.headers.get('x-markdown-tokens')).toBe(String(Math.ceil([...body].length / 4)));
      expect(body).toMatch(/^# Not found\n/);
      expect(body).toContain('`/pricing`');
      expect(body).toContain(`(${TEST_BASE_URL}/sitemap.xml)`);
      expect(body).toContain(`(${TEST_BASE_URL}/llms.txt)`);
    },
  );

  it.each(['application/json', 'application/json, text/plain, */*'])(
    'outside /api/, a client preferring JSON (%s) gets the Error JSON',
    async (accept) => {
      const r = await get('/pricing', { accept });
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(r.headers.get('vary')).toBe('Accept, Accept-Encoding');
      const body = ErrorSchema.parse(await r.json());
      expect(body.error).toMatchObject({ code: 'not_found', status: 404 });
      expect(body.error.hint).toContain('/sitemap.xml');
    },
  );

  it.each(['/api/nope', '/api', '/api/offer/extra'])(
    '%s is always JSON, even for Markdown clients',
    async (path) => {
      const r = await get(path, { accept: 'text/markdown, text/html, */*' });
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(ErrorSchema.parse(await r.json()).error.code).toBe('not_found');
    },
  );

  it('cannot be broken out of its code span by the path', async () => {
    const body = await (await get('/a%60b%60c', { accept: 'text/markdown' })).text();
    expect(body.split('\n')[2]?.match(/`/g)).toHaveLength(2);
  });

  it('HEAD of an unknown path is a 404 with no body', async () => {
    const r = await get('/pricing', {}, 'HEAD');
    expect(r.status).toBe(404);
    expect((await bytes(r)).byteLength).toBe(0);
  });
});

describe('ETags, 304 and Vary', () => {
  const etag = async (path: string, headers: Record<string, string>) => {
    const r = await get(path, headers);
    expect(r.status).toBe(200);
    return r.headers.get('etag') as string;
  };

  it('gives strong, distinct ETags per variant and per content-coding', async () => {
    const tags = [];
    for (const accept of ['text/html', 'text/markdown']) {
      for (const coding of ['identity', 'gzip', 'br']) {
        tags.push(await etag('/', { accept, 'accept-encoding': coding }));
      }
    }
    for (const t of tags) expect(t).toMatch(/^"[^"]+"$/);
    expect(new Set(tags).size).toBe(6);
    // The twin is the same bytes as the negotiated Markdown, so it is the same representation.
    expect(await etag('/index.md', {})).toBe(await etag('/', { accept: 'text/markdown' }));
  });

  it.each([
    ['the exact tag', (t: string) => t],
    ['the weak form', (t: string) => `W/${t}`],
    ['a list containing it', (t: string) => `"other", ${t}, W/"more"`],
    ['a star', (_t: string) => '*'],
  ])('If-None-Match with %s gives 304 with Vary and the same ETag', async (_name, form) => {
    const headers = { accept: 'text/markdown', 'accept-encoding': 'gzip' };
    const tag = await etag('/about', headers);
    for (const method of ['GET', 'HEAD']) {
      const r = await get('/about', { ...headers, 'if-none-match': form(tag) }, method);
      expect(r.status).toBe(304);
      expect(r.headers.get('vary')).toBe(NEGOTIATED_VARY);
      expect(r.headers.get('etag')).toBe(tag);
      expect(r.headers.get('cache-control')).toBe('public, max-age=300');
      expect((await bytes(r)).byteLength).toBe(0);
    }
  });

  it('does not answer 304 for the tag of another variant or coding', async () => {
    const html = await etag('/about', { accept: 'text/html' });
    const gzipMd = await etag('/about', { accept: 'text/markdown', 'accept-encoding': 'gzip' });
    const r1 = await get('/about', { accept: 'text/markdown', 'if-none-match': html });
    expect(r1.status).toBe(200);
    const r2 = await get('/about', {
      accept: 'text/markdown',
      'accept-encoding': 'br',
      'if-none-match': gzipMd,
    });
    expect(r2.status).toBe(200);
    expect(r2.headers.get('content-encoding')).toBe('br');
  });
});

describe('compression', () => {
  const identityBytes = async (path: string, accept: string) => bytes(await get(path, { accept }));

  it.each([
    ['gzip', 'gzip', gunzipSync],
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
    ['gzip, identity;q=0', 'gzip', gunzipSync],
  ] as const)(
    'Accept-Encoding %j gets %s that decompresses to the identity bytes',
    async (ae, coding, inflate) => {
      for (const accept of ['text/html', 'text/markdown']) {
        const r = await get('/', { accept, 'accept-encoding': ae });
        expect(r.status).toBe(200);
        expect(r.headers.get('content-encoding')).toBe(coding);
        expect(r.headers.get('vary')).toBe(NEGOTIATED_VARY);
        const packed = await bytes(r);
        expect(Number(r.headers.get('content-length'))).toBe(packed.byteLength);
        const plain = await identityBytes('/', accept);
        expect(packed.byteLength).toBeLessThan(plain.byteLength);
        expect(new Uint8Array(inflate(packed))).toEqual(plain);
      }
    },
  );

  it.each([
    undefined,
    'identity',
    'deflate',
    // Nothing acceptable: RFC 9110 12.5.3 lets the server disregard the header, so identity is sent.
    'identity;q=0',
    '*;q=0',
  ])('Accept-Encoding %j gets identity', async (ae) => {
    const r = await get('/', ae === undefined ? {} : { 'accept-encoding': ae });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-encoding')).toBeNull();
    expect(await bytes(r)).toEqual(await identityBytes('/', '*/*'));
  });
});

describe('HEAD', () => {
  it.each([
    ['/', 'text/html', 'gzip'],
    ['/', 'text/markdown', 'br'],
    ['/contact', 'text/markdown', 'identity'],
    ['/privacy.md', '*/*', 'gzip'],
  ])('HEAD %s (%s, %s) has the GET headers and no body', async (path, accept, ae) => {
    const headers = { accept, 'accept-encoding': ae };
    const head = await get(path, headers, 'HEAD');
    const full = await get(path, headers);
    expect(head.status).toBe(200);
    expect(headersOf(head)).toEqual(headersOf(full));
    expect((await bytes(head)).byteLength).toBe(0);
    expect(Number(head.headers.get('content-length'))).toBe((await bytes(full)).byteLength);
  });

  it('other methods on a negotiated page get 405 JSON with Allow', async () => {
    const r = await get('/about', { accept: 'text/markdown' }, 'POST');
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(ErrorSchema.parse(await r.json()).error.code).toBe('method_not_allowed');
  });
});

describe('a long Accept (issue 48): only its first whole ranges within 1 KB are negotiated', () => {
  const TYPES = ['text/html', 'text/markdown'];
  const filler = (length: number) => {
    let ranges = 'application/x-a;q=0.1';
    for (let i = 0; ranges.length < length; i++) ranges += `, application/x-${i};q=0.1`;
    return ranges;
  };

  it('cuts after the last whole range, never inside one', () => {
    const accept = `text/markdown, ${filler(14_000)}`;
    const prefix = negotiatedPrefix(accept, MAX_NEGOTIATED_ACCEPT);
    expect(prefix.length).toBeLessThanOrEqual(MAX_NEGOTIATED_ACCEPT);
    expect(accept.startsWith(prefix)).toBe(true);
    expect(accept[prefix.length]).toBe(',');
    expect(negotiatedPrefix('text/html', MAX_NEGOTIATED_ACCEPT)).toBe('text/html');
  });

  it('a preference in the first kilobyte counts; one after it does not', () => {
    expect(preferMediaType(`text/markdown, ${filler(14_000)}`, TYPES)).toBe('text/markdown');
    // text/markdown beyond the first 1 KB is not read: the ranges read accept neither type.
    expect(preferMediaType(`${filler(2_000)}, text/markdown`, TYPES)).toBeNull();
  });
});
