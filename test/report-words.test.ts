// The owner's report in the site's language: its words from the words system (words.yaml included), its
// numbers, shares, sizes and dates from Intl, on the French fixture; --language and a site without built-in words.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { renderStarterWords } from '../scripts/words.js';
import { loadSite } from '../src/content/load-site.js';
import { EN_WORDS, listWordKeys, type WordTree } from '../src/content/words/defaults.js';
import { renderHtml } from '../tools/report/render-html.js';
import { renderMarkdown } from '../tools/report/render-md.js';
import { readSite, reportText } from '../tools/report/report-language.js';
import { reportTheme } from '../tools/report/report-style.js';
import { copyContent, edit } from './helpers/content-copy.js';
import { sampleReport } from './helpers/report-sample.js';
import { FIXTURE_CONTENT, FR_FIXTURE_CONTENT, TEST_BASE_URL } from './helpers/site.js';

/** The English report words that are prose (a space once placeholders are set aside): none may be left. */
const englishProse = listWordKeys(EN_WORDS.report as unknown as WordTree)
  .map(([, text]) => text.replace(/\{\w+\}/g, '').trim())
  .filter((text) => text.includes(' ') && text !== '(UTC)' && text !== 'Web Bot Auth');

describe('the report on the French fixture', () => {
  const site = loadSite(FR_FIXTURE_CONTENT, TEST_BASE_URL);
  const text = reportText(site, undefined);
  const r = sampleReport();
  const md = renderMarkdown(r, text);
  const html = renderHtml(r, reportTheme(site.identity.name, site.theme), text);

  it('speaks French: the words system’s report words, the site’s verdict words and its colon', () => {
    expect(text.tag).toBe('fr');
    expect(md).toContain('# Ce que les agents ont fait de votre offre');
    // Intl's own French (the group and percent spaces differ between ICU versions, so they are asked of it).
    const n = new Intl.NumberFormat('fr');
    const change = new Intl.NumberFormat('fr', { style: 'percent', signDisplay: 'exceptZero' }).format(39.9);
    expect(md).toContain(`- **Requêtes\u00a0:** ${n.format(1227)} (${change})`);
    expect(md).toContain(`| \`/\` | ${n.format(1220)} | 4 |`);
    expect(md).toContain(`${site.words.verdict['strong-fit']} 1`);
    expect(md).toContain('| `ChatGPT-User` | `OpenAI` | IA pour une personne |');
    expect(md).toContain('signées 1, invalides 1, non vérifiées 1, déclarées 2');
    expect(md).toContain(
      '- **Visites venues d’assistants IA\u00a0:** 20 (nouveau)\u00a0: `ChatGPT` 20 → `/`',
    );
    for (const english of englishProse) {
      expect(md, english).not.toContain(english);
      expect(html, english).not.toContain(english);
    }
  });

  it('writes dates, sizes and shares as Intl does for French', () => {
    const days = new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' });
    const range = (from: string, to: string) => days.formatRange(Date.parse(from), Date.parse(to));
    // --until 2026-11-28 is the end of that day: whole days read as their dates, the 28th included.
    expect(md).toContain(
      `**Période\u00a0:** ${range('2026-11-15', '2026-11-28')} (UTC), comparée à ${range('2026-11-01', '2026-11-14')} (UTC)`,
    );
    expect(md).toMatch(/\*\*Période\u00a0:\*\* 15\s?–\s?28 nov\. 2026 \(UTC\)/);
    // A period of hours keeps its times; one without requests says so.
    const times = new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    expect(text.period({ from: '2026-11-15T09:30:00.000Z', to: '2026-11-15T18:00:00.000Z' })).toBe(
      `${times.formatRange(Date.parse('2026-11-15T09:30Z'), Date.parse('2026-11-15T18:00Z'))} (UTC)`,
    );
    expect(text.period({ from: null, to: null })).toBe('aucune requête lue');
    const mo = new Intl.NumberFormat('fr', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
    expect(md).toContain(`- **Envoyé\u00a0:** ${mo.format((1200 * 4200 + 27 * 1000) / 1024 / 1024)}`);
    expect(md).toMatch(/\*\*Envoyé\u00a0:\*\* 4,8\sMo\n/);
    const percent = new Intl.NumberFormat('fr', { style: 'percent' });
    expect(md).toContain(`personnes (navigateurs) ${percent.format(1)}`);
    // The chart's day axis: day and month in French order.
    expect(html).toContain('<i>16/11</i>');
  });

  it('the HTML is in French too: its lang, title, headings and the cards’ labels on a phone', () => {
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Rapport de fréquentation · Atelier Tarif</title>');
    expect(html).toContain('<h2>Personnes envoyées par les assistants IA et la recherche</h2>');
    expect(html).toContain('data-label="Catégorie\u00a0:"');
  });

  it('takes the owner’s own words from words.yaml, as the pages do', () => {
    const dir = copyContent(FR_FIXTURE_CONTENT);
    writeFileSync(join(dir, 'words.yaml'), 'report:\n  title: "Les agents et mon audit"\n');
    const own = reportText(loadSite(dir, TEST_BASE_URL), undefined);
    expect(renderMarkdown(r, own)).toMatch(/^# Les agents et mon audit\n/);
  });
});

describe('the report’s language', () => {
  const r = sampleReport();

  it('is English without a content folder, and what --language says with one or without', () => {
    const warnings: string[] = [];
    const warn = (l: string) => warnings.push(l);
    expect(readSite('no/such/folder', warn)).toBeUndefined();
    expect(renderMarkdown(r, reportText(undefined, undefined, warn))).toMatch(
      /^# What agents did with your offer/,
    );
    expect(renderMarkdown(r, reportText(undefined, 'de', warn))).toMatch(
      /^# Was Agenten mit Ihrem Angebot gemacht haben\n[\s\S]*\*\*Anfragen:\*\* 1\.227/,
    );
    // The French site asked for in Canadian French: the site's words, Canada's formats.
    const canadian = reportText(readSite(FR_FIXTURE_CONTENT, warn), 'fr-CA', warn);
    expect(canadian.tag).toBe('fr-CA');
    expect(renderMarkdown(r, canadian)).toMatch(/^# Ce que les agents ont fait de votre offre\n/);
    const hours = { from: '2026-11-15T09:30:00.000Z', to: '2026-11-15T18:00:00.000Z' };
    expect(canadian.period(hours)).toMatch(/^15 nov\. 2026, 9 h 30\s?–\s?18 h 00 \(UTC\)$/);
    expect(warnings).toEqual([]);
    // A language with no built-in words: English words, its own numbers, and a note saying so.
    const japanese = reportText(undefined, 'ja', warn);
    expect(renderMarkdown(r, japanese)).toMatch(/^# What agents did with your offer[\s\S]*2026\/11\/15/);
    expect(warnings).toEqual(['report: ja has no built-in words; English words, ja numbers and dates\n']);
    expect(() => reportText(undefined, 'not a tag', warn)).toThrow(/^--language: /);
  });

  it('a site in a language without built-in words starts without the report’s words, and its report keeps English ones', () => {
    const dir = copyContent(FIXTURE_CONTENT);
    edit(dir, 'site.yaml', (t) => t.replace(/^language: .*$/m, 'language: sw'));
    const starter = parse(renderStarterWords('sw', { engine: true })) as Record<string, unknown>;
    // `npm run words -- init` writes the report's words, to translate; an owner may delete them.
    expect(Object.keys(starter)).toContain('report');
    delete starter.report;
    writeFileSync(join(dir, 'words.yaml'), stringify(starter));
    const site = loadSite(dir, TEST_BASE_URL);
    const text = reportText(site, undefined);
    expect(text.tag).toBe('sw');
    expect(renderMarkdown(r, text)).toMatch(/^# What agents did with your offer/);
  });
});
