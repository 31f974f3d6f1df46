// The one token table: the loader, both renderers and the docs agree with it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderTokensTable, TOKENS_DOC, writeTokensTable } from '../scripts/tokens-doc.js';
import type { ContentProblem } from '../src/content/errors.js';
import { INLINE_TOKENS, PAGE_TOKEN_TABLE, PAGE_TOKENS, usesToken } from '../src/content/page-tokens.js';
import { parsePage } from '../src/content/parse-page.js';
import type { SitePage } from '../src/content/site.js';
import { COMPONENT_TOKENS, renderBodyHtml } from '../src/render/html/body.js';
import { renderMarkdownHtml } from '../src/render/html/markdown.js';
import { expandTokens } from '../src/render/markdown/page.js';
import { loadSampleSite } from './helpers/site.js';

const site = loadSampleSite();
const pageWith = (body: string): SitePage => ({ ...(site.pages[0] as SitePage), body });
const FRONT = '---\nslug: x\ntitle: X\ndescription: X\nupdated: 2026-01-01\n---\n';

describe('the token table', () => {
  it('is what the loader knows: an unknown token lists every token, in table order', () => {
    const problems: ContentProblem[] = [];
    parsePage('pages/x.md', `${FRONT}Intro.\n\n{{prise}} and {{ price }}\n`, problems);
    expect(problems).toEqual([
      {
        file: 'pages/x.md',
        field: 'body',
        line: 9,
        message: `unknown token {{prise}}; known: ${PAGE_TOKENS.join(', ')}`,
      },
    ]);
    const known: ContentProblem[] = [];
    parsePage('pages/x.md', `${FRONT}${PAGE_TOKENS.map((t) => `{{${t}}}`).join('\n')}\n`, known);
    expect(known).toEqual([]);
  });

  it('gives the inline tokens exactly the values of the site', () => {
    expect(Object.keys(site.tokens).sort()).toEqual([...INLINE_TOKENS].sort());
    expect(INLINE_TOKENS).toContain('price');
    expect(INLINE_TOKENS).not.toContain('offer');
  });

  it('renders every token in the twin and on the page, none left as written', () => {
    for (const token of PAGE_TOKENS) {
      const body = `Before.\n\n{{${token}}}\n\nAfter.`;
      const twin = expandTokens(site, body);
      expect(twin, token).not.toContain('{{');
      expect(twin.replace(/Before\.|After\./g, '').trim(), `{{${token}}} renders something`).not.toBe('');
      expect(renderBodyHtml(site, pageWith(body), body), token).not.toContain('{{');
    }
  });

  it('gives a web component to the blocks that have one, and their Markdown to the others', () => {
    expect(COMPONENT_TOKENS.every((t) => PAGE_TOKEN_TABLE[t].kind === 'block')).toBe(true);
    for (const token of PAGE_TOKENS.filter((t) => PAGE_TOKEN_TABLE[t].kind === 'block')) {
      const body = `{{${token}}}`;
      const asMarkdown = renderMarkdownHtml(expandTokens(site, body));
      const html = renderBodyHtml(site, pageWith(body), body);
      if ((COMPONENT_TOKENS as readonly string[]).includes(token)) expect(html, token).not.toBe(asMarkdown);
      else expect(html, token).toBe(asMarkdown);
    }
  });

  it('finds a token however it is spaced, and only that token', () => {
    expect(usesToken('a {{ proof }} b', 'proof')).toBe(true);
    expect(usesToken('a {{proof}}', 'proof')).toBe(true);
    expect(usesToken('a {{people}}', 'proof')).toBe(false);
    expect(usesToken('{{fit_disclaimer}}', 'fit')).toBe(false);
  });
});

describe('the docs of the tokens', () => {
  it(`${TOKENS_DOC} holds the table scripts/tokens-doc.ts writes`, () => {
    const doc = readFileSync(TOKENS_DOC, 'utf8');
    expect(doc).toContain(renderTokensTable());
    expect(writeTokensTable(doc)).toBe(doc);
    for (const token of PAGE_TOKENS) expect(renderTokensTable()).toContain(`| \`{{${token}}}\` |`);
  });

  it('docs/design.md lists exactly the blocks with a web component', () => {
    const design = readFileSync('docs/design.md', 'utf8');
    const rows = [...design.matchAll(/^\| `\{\{([a-z_]+)\}\}` \|/gm)].map((m) => m[1]);
    expect(rows.sort()).toEqual([...COMPONENT_TOKENS].sort());
  });

  it('names no token that does not exist', () => {
    // {{tokens}} is the word for all of them; {{prise}} is the example of a misspelt one.
    const allowed = new Set<string>([...PAGE_TOKENS, 'tokens', 'prise']);
    const files = [
      'README.md',
      ...readdirSync('docs')
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\{\{\s*([^}\s]*)\s*\}\}/g)) {
        expect(allowed.has(m[1] ?? ''), `${file}: {{${m[1]}}}`).toBe(true);
      }
    }
  });
});
