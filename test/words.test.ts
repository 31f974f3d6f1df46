// words.yaml and the language: defaults per language, overrides, unknown and missing keys, Intl formats.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../src/content/load-site.js';
import { buildLocale } from '../src/content/locale.js';
import {
  DE_WORDS,
  DEFAULT_WORDS,
  EN_WORDS,
  listWordKeys,
  type WordTree,
} from '../src/content/words/defaults.js';
import { copyContent, edit, editYaml, loadError } from './helpers/content-copy.js';
import { TEST_BASE_URL } from './helpers/site.js';

const keysOf = (words: object) => listWordKeys(words as WordTree).map(([key]) => key);

/** Texts a language rightly writes as English does: names of drafts, a format in brackets, borrowed terms. */
const NAMES = [
  'agents.catalog.markdown',
  'agents.discovery.aiCatalog',
  'agents.discovery.mcpCatalog',
  // The report's period in UTC, and the name of the IETF's Web Bot Auth.
  'report.utc',
  'report.columns.trust',
];
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  de: ['report.utc', 'report.columns.trust'],
  es: [...NAMES, 'notFound.kicker', 'errors.methodNotAllowed.hint'],
  fr: NAMES,
  it: NAMES,
  nl: [
    ...NAMES,
    ...['agents.llms.skillsHeading', 'agents.discovery.skills', 'agents.catalog.skill'],
    ...['agents.skills.resourceTitle', 'agents.openapi.typedRole'],
  ],
  pt: [...NAMES, 'errors.methodNotAllowed.hint'],
};

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(Object.keys(DEFAULT_WORDS).filter((tag) => tag !== 'en'))('built-in words in %s', (tag) => {
  const words = DEFAULT_WORDS[tag] as object;
  const en = new Map(listWordKeys(EN_WORDS as unknown as WordTree));

  it('have exactly the English keys, in the same order', () => {
    expect(keysOf(words)).toEqual(keysOf(EN_WORDS));
  });

  it('differ from the English text wherever it is prose', () => {
    const same = listWordKeys(words as WordTree).filter(
      ([key, text]) =>
        en.get(key) === text && text.includes(' ') && !(SAME_AS_ENGLISH[tag] ?? []).includes(key),
    );
    expect(same).toEqual([]);
  });

  it('keep every {placeholder} and {{token}} of the English text, and add none', () => {
    const differ = listWordKeys(words as WordTree).filter(
      ([key, text]) =>
        placeholdersOf(text).join() !== placeholdersOf(en.get(key) ?? '').join() ||
        (text.match(/\{\{\w+\}\}/g) ?? []).sort().join() !==
          ((en.get(key) ?? '').match(/\{\{\w+\}\}/g) ?? []).sort().join(),
    );
    expect(differ).toEqual([]);
  });
});

describe('words.yaml', () => {
  it('overrides one key and keeps every other default', () => {
    const dir = copyContent();
    writeFileSync(join(dir, 'words.yaml'), 'notFound:\n  heading: "Nothing here, {{name}}"\n');
    const site = loadSite(dir, TEST_BASE_URL);
    expect(site.words.notFound.heading).toBe(`Nothing here, ${site.identity.name}`);
    expect(site.words.notFound.kicker).toBe(EN_WORDS.notFound.kicker);
  });

  it('rejects an unknown key, naming it', () => {
    const dir = copyContent();
    writeFileSync(join(dir, 'words.yaml'), 'notFound:\n  headline: "x"\n');
    const error = loadError(dir);
    expect(error.problems).toContainEqual(
      expect.objectContaining({ file: 'words.yaml', field: 'notFound.headline' }),
    );
  });

  it('takes German defaults for a German site', () => {
    const dir = copyContent();
    edit(dir, 'site.yaml', (text) => text.replace(/^language: .*$/m, 'language: de-AT'));
    const site = loadSite(dir, TEST_BASE_URL);
    expect(site.locale.tag).toBe('de-AT');
    expect(site.words.notFound.kicker).toBe(DE_WORDS.notFound.kicker);
  });

  it('moves the check_my_fit questions out of prompts.yaml with a pointer', () => {
    const dir = copyContent();
    editYaml(dir, 'prompts.yaml', (data) => {
      (data.check_my_fit as Record<string, unknown>).questions = { role: 'x' };
    });
    expect(loadError(dir).message).toMatch(/fit\.criteria\.<criterion id>\.question/);
  });
});

describe('language', () => {
  it('accepts any BCP 47 tag in canonical form and refuses what is not one', () => {
    const dir = copyContent();
    edit(dir, 'site.yaml', (text) => text.replace(/^language: .*$/m, 'language: en-gb'));
    expect(loadSite(dir, TEST_BASE_URL).identity.language).toBe('en-GB');
    edit(dir, 'site.yaml', (text) => text.replace(/^language: .*$/m, 'language: "not a tag"'));
    expect(loadError(dir).problems).toContainEqual(
      expect.objectContaining({ file: 'site.yaml', field: 'language' }),
    );
  });

  it('formats money, numbers, durations and regions with Intl for the locale', () => {
    const de = buildLocale('de', 'DE', 'symbol');
    expect(de.money(4800, 'EUR')).toBe('4.800\u00a0€');
    expect(de.duration(2, 'week')).toBe('2 Wochen');
    expect(de.region('DE')).toBe('Deutschland');
    expect(de.ogLocale).toBe('de_DE');
    const gb = buildLocale('en-GB', 'US', 'symbol');
    expect(gb.money(4800, 'GBP')).toBe('£4,800');
    expect(gb.ogLocale).toBe('en_GB');
    const en = buildLocale('en', 'US', 'code');
    expect(en.money(12000, 'USD')).toBe('USD\u00a012,000');
    expect(en.duration(2, 'weeks')).toBe('2 weeks');
    expect(en.duration(1, 'week')).toBe('1 week');
    expect(en.list(['a', 'b', 'c'])).toBe('a, b, and c');
  });

  it('formats whole amounts by hand exactly as Intl does, and leaves other groupings to Intl', () => {
    for (const [tag, display] of [
      ['en', 'code'],
      ['de', 'symbol'],
      ['en-IN', 'symbol'],
      ['fr', 'code'],
    ] as const) {
      const locale = buildLocale(tag, 'US', display);
      const intl = new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'EUR',
        currencyDisplay: display === 'symbol' ? 'narrowSymbol' : 'code',
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      });
      for (let digits = 1; digits <= 15; digits++) {
        const value = Math.floor(10 ** (digits - 1) * (1 + (digits % 9)));
        expect(locale.money(value, 'EUR'), `${tag} ${value}`).toBe(intl.format(value));
      }
    }
    expect(buildLocale('en-IN', 'IN', 'symbol').money(1234567, 'EUR')).toBe('€12,34,567');
  });

  it('refuses a duration unit Intl cannot format', () => {
    const dir = copyContent();
    editYaml(dir, 'offer.yaml', (data) => {
      (data.duration as Record<string, unknown>).unit = 'sprint';
    });
    expect(loadError(dir).problems).toContainEqual(
      expect.objectContaining({ file: 'offer.yaml', field: 'duration.unit' }),
    );
  });
});
