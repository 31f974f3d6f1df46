// The weight budget of the home page as a browser downloads it: HTML, CSS, fonts, images (logo, portraits) and
// the one optional script.
import { describe, expect, it } from 'vitest';
import { siteLook } from '../src/render/html/assets.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

const KB = 1000;
/**
 * The script is the WebMCP registration (the site's tools for in-browser agents), a deferred module: nothing
 * on the page depends on it, and it must stay small enough not to count: 4 KB compressed, inside the same total.
 */
const BUDGET = { total: 150 * KB, fonts: 100 * KB, css: 20 * KB, script: 4 * KB, images: 30 * KB };

describe('page weight of / (compressed, as sent to a browser that accepts br)', () => {
  it(`HTML + CSS + fonts + images + script stay under ${BUDGET.total / KB} KB, fonts under ${BUDGET.fonts / KB} KB, CSS under ${BUDGET.css / KB} KB, images under ${BUDGET.images / KB} KB, script under ${BUDGET.script / KB} KB`, async () => {
    const site = loadSampleSite();
    const app = createTestApp(site);
    const size = async (path: string) => {
      const res = await app.request(path, {
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      expect(res.status, path).toBe(200);
      return (await res.arrayBuffer()).byteLength;
    };
    const { paths } = siteLook(site);
    const html = await size('/');
    const css = await size(paths.stylesheet);
    const script = await size(paths.webMcpScript);
    let fonts = 0;
    for (const font of paths.fonts) fonts += await size(font);
    // Every image the page shows (the logo, the founder, client portraits), lazy or not: a reader who scrolls
    // downloads them all.
    const page = await (await app.request('/', { headers: { accept: 'text/html' } })).text();
    const sources = [...new Set([...page.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1] ?? ''))];
    expect(sources.length, 'the fixture home page shows the logo and a portrait').toBeGreaterThanOrEqual(2);
    let images = 0;
    for (const src of sources) images += await size(src);
    const total = html + css + fonts + images + script;
    console.log(
      `page weight of /: HTML ${html} B, CSS ${css} B, fonts ${fonts} B, images ${images} B (${sources.length}), script ${script} B, total ${total} B`,
    );
    expect(images).toBeLessThanOrEqual(BUDGET.images);
    expect(css).toBeLessThanOrEqual(BUDGET.css);
    expect(fonts).toBeLessThanOrEqual(BUDGET.fonts);
    expect(script).toBeLessThanOrEqual(BUDGET.script);
    expect(total).toBeLessThanOrEqual(BUDGET.total);
    // The home page needs no script to read, navigate or act: its only one is the WebMCP module.
    const scripts = (await (await app.request('/')).text()).match(/<script src=[^>]*>/g);
    expect(scripts).toEqual([`<script src="${paths.webMcpScript}" type="module">`]);
  });
});
