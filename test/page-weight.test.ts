// The weight budget of the home page as a browser downloads it: HTML, CSS, fonts and the one optional script.
import { describe, expect, it } from 'vitest';
import { siteLook } from '../src/render/html/assets.js';
import { createTestApp, loadSampleSite } from './helpers/site.js';

const KB = 1000;
/**
 * The script is the WebMCP registration (the site's four tools for in-browser agents): deferred, nothing on the
 * page depends on it, and it must stay small enough not to count: 4 KB compressed, inside the same total.
 */
const BUDGET = { total: 150 * KB, fonts: 100 * KB, css: 20 * KB, script: 4 * KB };

describe('page weight of / (compressed, as sent to a browser that accepts br)', () => {
  it(`HTML + CSS + fonts + script stay under ${BUDGET.total / KB} KB, fonts under ${BUDGET.fonts / KB} KB, CSS under ${BUDGET.css / KB} KB, script under ${BUDGET.script / KB} KB`, async () => {
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
    const total = html + css + fonts + script;
    console.log(
      `page weight of /: HTML ${html} B, CSS ${css} B, fonts ${fonts} B, script ${script} B, total ${total} B`,
    );
    expect(css).toBeLessThanOrEqual(BUDGET.css);
    expect(fonts).toBeLessThanOrEqual(BUDGET.fonts);
    expect(script).toBeLessThanOrEqual(BUDGET.script);
    expect(total).toBeLessThanOrEqual(BUDGET.total);
    // The home page needs no script to read, navigate or act: its only one is the deferred WebMCP file.
    const scripts = (await (await app.request('/')).text()).match(/<script src=[^>]*>/g);
    expect(scripts).toEqual([`<script src="${paths.webMcpScript}" defer>`]);
  });
});
