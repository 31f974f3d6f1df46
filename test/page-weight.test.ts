// The weight budget of the home page as a browser downloads it: HTML, CSS and fonts, brotli where it helps.
import { describe, expect, it } from 'vitest';
import { siteLook } from '../src/render/html/assets.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

const KB = 1000;
const BUDGET = { total: 150 * KB, fonts: 100 * KB, css: 20 * KB };

describe('page weight of / (compressed, as sent to a browser that accepts br)', () => {
  it(`HTML + CSS + fonts stay under ${BUDGET.total / KB} KB, fonts under ${BUDGET.fonts / KB} KB, CSS under ${BUDGET.css / KB} KB`, async () => {
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
    let fonts = 0;
    for (const font of paths.fonts) fonts += await size(font);
    console.log(
      `page weight of /: HTML ${html} B, CSS ${css} B, fonts ${fonts} B, total ${html + css + fonts} B`,
    );
    expect(css).toBeLessThanOrEqual(BUDGET.css);
    expect(fonts).toBeLessThanOrEqual(BUDGET.fonts);
    expect(html + css + fonts).toBeLessThanOrEqual(BUDGET.total);
    // The home page needs no script to read, navigate or act.
    expect(await (await app.request('/')).text()).not.toMatch(/<script src=/);
  });
});
