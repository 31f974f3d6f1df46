// Shared e2e tests of Markdown content negotiation: same URL, q-values, 406, Vary, ETags and 304, twins, 404.
import { expect, it } from 'vitest';
import { linksWithRel, parseLinkHeader } from '../../tools/readiness/link-header.js';
import { type E2ETarget, expectErrorJson, mediaType, type Send, varyTokens } from './http.js';
import { pagePaths, somePage } from './model.js';

export function registerNegotiationTests(send: Send, target: () => E2ETarget): void {
  it('every page is HTML for a browser and Markdown for an agent at the same URL, with Vary', async () => {
    for (const path of pagePaths(target().site)) {
      const html = await send(path, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(html.status, path).toBe(200);
      expect(html.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(html.text, path).toMatch(/^<!doctype html>/i);
      const md = await send(path, { headers: { accept: 'text/markdown, text/html, */*' } });
      expect(md.status, path).toBe(200);
      expect(md.headers.get('content-type'), path).toBe('text/markdown; charset=utf-8');
      expect(md.text, path).toMatch(/^# /m);
      for (const res of [html, md]) expect(varyTokens(res)).toEqual(['accept', 'accept-encoding']);
    }
  });

  it('q-values are honoured and a missing Accept gets HTML', async () => {
    const page = `/${somePage(target().site)}`;
    const htmlFirst = await send(page, { headers: { accept: 'text/html, text/markdown;q=0.5' } });
    expect(mediaType(htmlFirst)).toBe('text/html');
    const mdFirst = await send(page, { headers: { accept: 'text/html;q=0.4, text/markdown' } });
    expect(mediaType(mdFirst)).toBe('text/markdown');
    const bare = await send(page, { headers: { accept: '' } });
    expect(mediaType(bare)).toBe('text/html');
  });

  it('an Accept that permits neither HTML nor Markdown is 406 Error JSON, with Vary', async () => {
    for (const accept of ['application/json', 'text/html;q=0, text/markdown;q=0', 'image/png']) {
      const res = await send('/', { headers: { accept } });
      expectErrorJson(res, 406, 'not_acceptable');
      expect(varyTokens(res)).toContain('accept');
    }
  });

  it('each variant has its own strong ETag; If-None-Match gives 304 with the same ETag and Vary', async () => {
    const page = `/${somePage(target().site)}`;
    const html = await send(page, { headers: { accept: 'text/html' } });
    const md = await send(page, { headers: { accept: 'text/markdown' } });
    const htmlTag = html.headers.get('etag') ?? '';
    const mdTag = md.headers.get('etag') ?? '';
    expect(htmlTag).toMatch(/^"[^"]+"$/);
    expect(mdTag).toMatch(/^"[^"]+"$/);
    expect(htmlTag).not.toBe(mdTag);
    const again = await send(page, { headers: { accept: 'text/html', 'if-none-match': htmlTag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(htmlTag);
    expect(varyTokens(again)).toEqual(['accept', 'accept-encoding']);
    // The HTML tag does not validate the Markdown variant: a cache must not serve one for the other.
    const other = await send(page, {
      headers: { accept: 'text/markdown', 'if-none-match': htmlTag },
    });
    expect(other.status).toBe(200);
    const api = await send('/api/offer');
    const tag = api.headers.get('etag') ?? '';
    expect((await send('/api/offer', { headers: { 'if-none-match': tag } })).status).toBe(304);
  });

  it('the .md twins are Markdown, noindex, and link back to the canonical HTML', async () => {
    for (const { slug } of target().site.pages) {
      const res = await send(`/${slug}.md`, { headers: { accept: 'text/html' } });
      expect(res.status, slug).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      const canonical = `${target().baseUrl}${slug === 'index' ? '/' : `/${slug}`}`;
      const links = linksWithRel(parseLinkHeader(res.headers.get('link')), 'canonical');
      expect(links.map((l) => l.href)).toEqual([canonical]);
      const negotiated = await send(slug === 'index' ? '/' : `/${slug}`, {
        headers: { accept: 'text/markdown' },
      });
      expect(res.text).toBe(negotiated.text);
    }
  });

  it('an unknown path is a real 404: Markdown pointing to the sitemap and llms.txt, a styled page for browsers that leads home', async () => {
    const res = await send('/no-such-page', { headers: { accept: 'text/markdown' } });
    expect(res.status).toBe(404);
    expect(mediaType(res)).toBe('text/markdown');
    expect(res.text).toContain(`${target().baseUrl}/sitemap.xml`);
    expect(res.text).toContain(`${target().baseUrl}/llms.txt`);
    const page = await send('/no-such-page', { headers: { accept: 'text/html' } });
    expect([page.status, mediaType(page)]).toEqual([404, 'text/html']);
    for (const href of ['/', '/llms.txt']) expect(page.text).toContain(`href="${href}"`);
    // The page's body offers the way home and the call; the sitemap is for machines (Markdown above).
    expect(page.text).not.toContain('href="/sitemap.xml"');
    expectErrorJson(
      await send('/no-such-page', { headers: { accept: 'application/json' } }),
      404,
      'not_found',
    );
  });
}
