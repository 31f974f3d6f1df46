// Mistakes an owner makes that once passed silently are refused at start-up, each with its file and line: an
// unknown language, an amount with too many decimals, an unclosed {{token, an unknown {placeholder}, raw HTML in
// Markdown, a new name that is taken; and a typo in words.yaml is one problem, not the whole list.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderStarterWords } from '../scripts/words.js';
import { currencyDigits } from '../src/content/amount-digits.js';
import { CURRENCY_CODES } from '../src/content/currencies.js';
import { checkLanguage, TWO_LETTER_LANGUAGES } from '../src/content/language.js';
import { loadSite } from '../src/content/load-site.js';
import { parsePrompts } from '../src/content/site-prompts.js';
import { EN_WORDS, listWordKeys, type WordTree } from '../src/content/words/defaults.js';
import { copyContent, edit, loadError } from './helpers/content-copy.js';
import { englishLeftovers } from './helpers/owner-words.js';
import { FIXTURE_CONTENT, TEST_BASE_URL } from './helpers/site.js';

const keysOf = (words: object) => listWordKeys(words as WordTree).map(([key]) => key);
const problemsOf = (dir: string, file: string) => loadError(dir).problems.filter((p) => p.file === file);

describe('site.yaml language', () => {
  it('refuses a word that is no language, naming the tag it probably means', () => {
    for (const [written, tag] of [
      ['french', 'fr'],
      ['Deutsch', 'de'],
      ['español', 'es'],
    ] as const) {
      const dir = copyContent();
      edit(dir, 'site.yaml', (text) => text.replace(/^language: .*$/m, `language: ${written}`));
      const [problem] = problemsOf(dir, 'site.yaml');
      expect(problem).toMatchObject({ field: 'language', line: expect.any(Number) });
      expect(problem?.message).toContain(`did you mean "${tag}"`);
    }
  });

  it('accepts known languages in canonical form, two or three letters', () => {
    expect(checkLanguage('fr-ca')).toEqual({ ok: true, tag: 'fr-CA' });
    expect(checkLanguage('gsw')).toEqual({ ok: true, tag: 'gsw' });
    expect(checkLanguage('xx').ok).toBe(false);
  });

  it('knows the two-letter languages Intl names, without building a formatter at start-up', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const known = [...letters].flatMap((a) => [...letters].map((b) => a + b)).filter((c) => names.of(c));
    expect([...TWO_LETTER_LANGUAGES].sort()).toEqual(known);
  });
});

describe('amounts', () => {
  it('refuses 8.500 EUR (the French way to write 8500) and says what to write', () => {
    const dir = copyContent();
    edit(dir, 'offer.yaml', (text) =>
      text.replace(/amount: 12000\n {2}currency: USD/, 'amount: 8.500\n  currency: EUR'),
    );
    const [problem] = problemsOf(dir, 'offer.yaml');
    expect(problem).toMatchObject({ field: 'price.amount', line: 6 });
    expect(problem?.message).toContain('write 8500');
  });

  it('refuses decimals a currency does not have, and keeps the ones it has', () => {
    const dir = copyContent();
    edit(dir, 'offer.yaml', (text) =>
      text.replace(/amount: 12000\n {2}currency: USD/, 'amount: 1500.5\n  currency: JPY'),
    );
    expect(problemsOf(dir, 'offer.yaml')[0]?.message).toContain('JPY amounts have no decimals');
    edit(dir, 'offer.yaml', (text) =>
      text.replace('amount: 1500.5\n  currency: JPY', 'amount: 99.50\n  currency: USD'),
    );
    expect(loadSite(dir, TEST_BASE_URL).offer.price.amount).toBe(99.5);
  });

  it('knows each currency’s decimals as Intl writes them', () => {
    for (const code of CURRENCY_CODES) {
      const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits;
      expect(currencyDigits(code), code).toBe(digits);
    }
  });
});

describe('{{tokens}} and {placeholders}', () => {
  it('refuses an unclosed {{token in a YAML file, on its line', () => {
    const dir = copyContent();
    edit(dir, 'offer.yaml', (text) => text.replace(/^summary: "In five/m, 'summary: "{{offer_name: in five'));
    const [problem] = problemsOf(dir, 'offer.yaml');
    expect(problem).toMatchObject({ field: 'summary', line: 3 });
    expect(problem?.message).toContain('unclosed {{offer_name');
  });

  it('refuses an unclosed {{token in a page body, but not in code', () => {
    const dir = copyContent();
    edit(dir, 'pages/about.md', (text) => `${text}\nSee {{offer_name and more.\n\n\`{{ shown as code\`\n`);
    const problems = problemsOf(dir, 'pages/about.md');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: 'body', line: expect.any(Number) });
    expect(problems[0]?.message).toContain('unclosed {{offer_name');
  });

  it('refuses an unknown {placeholder} in words.yaml, naming the ones the key takes, on its line', () => {
    const dir = copyContent();
    writeFileSync(join(dir, 'words.yaml'), 'proof:\n  source: "From {sourc}"\n');
    expect(problemsOf(dir, 'words.yaml')).toEqual([
      {
        file: 'words.yaml',
        field: 'proof.source',
        line: 2,
        message: expect.stringMatching(/unknown placeholder \{sourc\}; it may use \{source\}/),
      },
    ]);
  });
});

describe('raw HTML in a page body', () => {
  it('is refused with its line, since the page would escape what the twin carries raw', () => {
    const dir = copyContent();
    edit(dir, 'pages/about.md', (text) => `${text}\n<div class="x">Hi</div>\n\nA <b>bold</b> word.\n`);
    const problems = problemsOf(dir, 'pages/about.md');
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('raw HTML (<div class="x">Hi</div>)'),
      expect.stringContaining('raw HTML (<b>)'),
      expect.stringContaining('raw HTML (</b>)'),
    ]);
    expect(problems.every((p) => typeof p.line === 'number')).toBe(true);
  });

  it('is fine in code, and an autolink is not HTML', () => {
    const dir = copyContent();
    edit(dir, 'pages/about.md', (text) => `${text}\nWrite \`<b>\` or <https://example.org>.\n`);
    expect(() => loadSite(dir, TEST_BASE_URL)).not.toThrow();
  });
});

describe('a new name suggested for a page', () => {
  it('is never a file that already exists', () => {
    const dir = copyContent();
    const page = '---\nslug: about\ntitle: A\ndescription: B\nupdated: 2026-01-01\n---\nx\n';
    writeFileSync(join(dir, 'pages/About.md'), page);
    const messages = problemsOf(dir, 'pages/About.md').map((p) => p.message);
    expect(messages.join('\n')).toContain('rename it to pages/about-2.md');
  });
});

describe('words.yaml for a language without built-in words', () => {
  const starter = () => {
    const dir = copyContent();
    edit(dir, 'site.yaml', (text) => text.replace(/^language: .*$/m, 'language: sw'));
    const prompts = parsePrompts(readFileSync(join(dir, 'prompts.yaml'), 'utf8'), []);
    writeFileSync(
      join(dir, 'words.yaml'),
      renderStarterWords('sw', { engine: true, ...(prompts ? { prompts } : {}) }),
    );
    return dir;
  };

  it('starts from `npm run words -- init`: every key the site uses, and the site loads', () => {
    expect(loadSite(starter(), TEST_BASE_URL).locale.tag).toBe('sw');
  });

  it('reports a misspelt key once, with a did-you-mean, and no missing key for it', () => {
    const dir = starter();
    edit(dir, 'words.yaml', (text) => text.replace('  heading: This page does not exist', '  headng: Nope'));
    expect(problemsOf(dir, 'words.yaml')).toEqual([
      expect.objectContaining({
        field: 'notFound.headng',
        message: 'unknown key; did you mean "heading"?',
        line: expect.any(Number),
      }),
    ]);
    edit(dir, 'words.yaml', (text) => text.replace(/^notFound:/m, 'notFond:'));
    expect(problemsOf(dir, 'words.yaml')).toEqual([
      expect.objectContaining({ field: 'notFond', message: 'unknown key; did you mean "notFound"?' }),
    ]);
  });

  it('flags, in the owner-content test, every text left as its English default', () => {
    const dir = starter();
    expect(englishLeftovers(dir)).toContain('notFound.heading');
    edit(dir, 'words.yaml', (text) =>
      text.replace('  heading: This page does not exist', '  heading: Ukurasa huu haupo'),
    );
    expect(englishLeftovers(dir)).not.toContain('notFound.heading');
    expect(englishLeftovers(dir)).not.toContain('nav.menu');
    expect(englishLeftovers(FIXTURE_CONTENT)).toEqual([]);
  });

  it('lists every key the site uses and lacks, and not the keys it does not use', () => {
    const dir = copyContent();
    edit(dir, 'site.yaml', (text) => text.replace(/^language: .*$/m, 'language: sw'));
    writeFileSync(join(dir, 'prompts.yaml'), '');
    writeFileSync(join(dir, 'words.yaml'), '');
    const withEngine = problemsOf(dir, 'words.yaml').map((p) => p.field);
    // Every key, but the words of the criterion types the fixture's offer.yaml does not use (number, one-of),
    // and the owner's report's, which a site may leave out: its report then keeps English words.
    const unusedTypes = /^fit\.types\.(number|one-of)\./;
    expect(withEngine).toEqual(
      keysOf(EN_WORDS).filter((key) => !unusedTypes.test(key) && !key.startsWith('report.')),
    );
    edit(dir, 'site.yaml', (text) => text.replace(/^engine:\n(?: .*\n)+/m, ''));
    edit(dir, 'pages/developers.md', (text) => text.replace(/\{\{\s*engine(_url)?\s*\}\}/g, ''));
    const without = problemsOf(dir, 'words.yaml').map((p) => p.field);
    expect(without).not.toContain('engine.runsAt');
    expect(without).not.toContain('agents.catalog.engineDoc');
    expect(without).toContain('notFound.heading');
  });
});
