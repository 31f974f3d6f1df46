// Issue 48, finding 6: client text substituted with String.replace expanded `$'`, `$&` and `$$`.
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/render/html/escape.js';
import { curlQuotes } from '../src/render/html/typography.js';
import { findTextReplacements, sourceFiles } from './helpers/regex-literals.js';
import { createTestApp } from './helpers/site.js';

const SPECIAL = "zz$'$'$&$$";

describe('text a client sent is substituted as it is', () => {
  const app = createTestApp();

  it('the Markdown 404 shows a path with $ patterns as sent', async () => {
    const res = await app.request(`/a${SPECIAL}`, { headers: { accept: 'text/markdown' } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(`\`/a${SPECIAL}\``);
  });

  it("the fit page's note quotes a typed role with $ patterns once, as typed", async () => {
    const query = `role=${encodeURIComponent(SPECIAL)}&annualRevenue=2000000&founderLed=yes`;
    const html = await (await app.request(`/fit?${query}`, { headers: { accept: 'text/html' } })).text();
    // The page sets its quotes curly (typography.ts); the $ patterns stay as typed.
    const note = curlQuotes(escapeHtml(`"${SPECIAL}" names none of`), 'en');
    expect(html).toContain(note);
    // `$'` expanded the rest of the note into itself, once per occurrence.
    expect(html.split('names none of').length).toBe(2);
  });

  it('no .replace() in src/ takes a replacement text other than a literal: a replacer function does', () => {
    const found = sourceFiles('src').flatMap(findTextReplacements);
    expect(found.map((r) => `${r.where} ${r.text}`)).toEqual([]);
  });
});
