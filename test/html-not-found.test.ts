// The 404 for browsers: a styled page with the site's header, a short explanation and the ways on;
// every other client keeps the short Markdown 404, and both vary on Accept and Accept-Encoding.
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { HTML_SECURITY_HEADERS } from '../src/http/surfaces/headers.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

const site = loadSampleSite();
const app = createTestApp(site);
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('unknown paths in a browser', () => {
  it('get a styled HTML 404 with the header, the explanation, links home and to every page, and no machine formats for people', async () => {
    const res = await app.request('/no/such-page', { headers: { accept: BROWSER } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept, Accept-Encoding');
    for (const [name, value] of Object.entries(HTML_SECURITY_HEADERS))
      expect(res.headers.get(name)).toBe(value);
    const text = await res.text();
    expect(text).toContain('<header class="site-header">');
    expect(text).toContain('<h1 id="page-title">This page does not exist</h1>');
    for (const href of ['/', '/about', '/llms.txt']) expect(text).toContain(`href="${href}"`);
    // The sitemap is XML for crawlers: people get the pages in words; llms.txt stays in the footer's row for agents.
    expect(text).not.toContain('href="/sitemap.xml"');
    const body = text.slice(text.indexOf('<div class="page-body">'), text.indexOf('</main>'));
    expect(body).not.toContain('href="/llms.txt"');
    // Nothing from the request is echoed, so the page is one precomputed body for every path.
    expect(text).not.toContain('such-page');
    expect(text).not.toContain('rel="canonical"');
  });

  it('is the same bytes for every path, brotli-compressed when the browser accepts it', async () => {
    const a = await app.request('/a', { headers: { accept: BROWSER, 'accept-encoding': 'br' } });
    const b = await app.request('/b/c', { headers: { accept: BROWSER, 'accept-encoding': 'br' } });
    expect(a.headers.get('content-encoding')).toBe('br');
    expect(new Uint8Array(await a.arrayBuffer())).toEqual(new Uint8Array(await b.arrayBuffer()));
  });

  it('stays Markdown for agents and curl, and JSON under /api/', async () => {
    const md = await app.request('/nope', { headers: { accept: '*/*' } });
    expect([md.status, md.headers.get('content-type')]).toEqual([404, 'text/markdown; charset=utf-8']);
    expect(md.headers.get('vary')).toBe('Accept, Accept-Encoding');
    const api = await app.request('/api/nope', { headers: { accept: BROWSER } });
    expect(api.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('is valid HTML (html-validate)', async () => {
    const text = await (await app.request('/nope', { headers: { accept: BROWSER } })).text();
    const report = await new HtmlValidate(new FileSystemConfigLoader()).validateString(text, '404.html');
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });
});
