// Fit criteria come from offer.yaml: any ids, fields and types load, and each mistake an owner can make in a
// criterion (or in its words) stops start-up with the file, the field, the line and what to do.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../src/content/load-site.js';
import { RESERVED_FIELDS } from '../src/content/schemas/criterion-file.js';
import { checkFit, validateFitRequest } from '../src/domain/fit/fit.js';
import { exampleProfile } from '../src/domain/fit/fit-example.js';
import { fitPage } from '../src/domain/pages.js';
import { copyContent, edit, loadError } from './helpers/content-copy.js';
import { ALT_FIXTURE_CONTENT, createTestApp, DE_FIXTURE_CONTENT, TEST_BASE_URL } from './helpers/site.js';

const lineOf = (dir: string, file: string, needle: string, from = 0) =>
  readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .findIndex((l, i) => i >= from && l.includes(needle)) + 1;

/** The fixture's offer.yaml with `change` applied to its text. */
function offerWith(change: (text: string) => string): string {
  const dir = copyContent();
  edit(dir, 'offer.yaml', change);
  return dir;
}

/** The text with the last `from` replaced: the criteria come after bestFit, which repeats some of their lines. */
const replaceLast = (text: string, from: string, to: string) => {
  const at = text.lastIndexOf(from);
  return at < 0 ? text : `${text.slice(0, at)}${to}${text.slice(at + from.length)}`;
};

/** A fifth criterion appended to the fixture's list (it is the file's last list before fitDisclaimer). */
const FIFTH = (yaml: string) => (text: string) => text.replace('\nfitDisclaimer:', `${yaml}\nfitDisclaimer:`);

describe('criteria an owner declares', () => {
  it('load with any ids and fields, in any order, from one to twelve, every type', () => {
    const dir = offerWith(
      FIFTH(`  - id: team-size
    field: teamSize
    type: number
    min: 2
    criterion: "A team of {band}"
    weight: 1
    required: false
  - id: funding-stage
    field: stage
    type: one-of
    options: [bootstrapped, seed, series-a, later]
    accepts: [seed, series-a]
    criterion: "Funded: {accepts}"
    weight: 2
    required: true
`),
    );
    const site = loadSite(dir, TEST_BASE_URL);
    expect(site.criteria.map((c) => [c.id, c.field, c.type])).toEqual([
      ['revenue-band', 'annualRevenue', 'amount'],
      ['founder-led', 'founderLed', 'yes-no'],
      ['expert-role', 'role', 'text'],
      ['prior-positioning', 'priorPositioningWork', 'yes-no'],
      ['team-size', 'teamSize', 'number'],
      ['funding-stage', 'stage', 'one-of'],
    ]);
    expect(site.criteria[4]?.text).toBe('A team of at least 2');
    expect(site.criteria[5]?.text).toBe('Funded: seed and series-a');
    const result = checkFit(site, { teamSize: 1, stage: 'later' });
    expect(result.checks.slice(4).map((c) => c.result)).toEqual(['fail', 'fail']);
    expect(result.verdict).toBe('poor-fit');
    expect(validateFitRequest(site, { stage: 'series-b' }).ok).toBe(false);
    expect(validateFitRequest(site, { stage: 'seed', teamSize: 4 }).ok).toBe(true);
  });

  it('a single criterion is enough, and one deliverable', () => {
    const dir = offerWith((text) => {
      const start = text.indexOf('  - id: founder-led');
      const end = text.indexOf('\nfitDisclaimer:');
      const deliverables = text.indexOf('deliverables:\n');
      const firstDone = text.indexOf('\n  - id:', deliverables + 20);
      const bestFit = text.indexOf('\nbestFit:');
      return `${text.slice(0, firstDone)}\n${text.slice(bestFit, start)}${text.slice(end)}`;
    });
    // The other criteria's words would name ids offer.yaml no longer has: the defaults word this one.
    rmSync(join(dir, 'words.yaml'));
    const site = loadSite(dir, TEST_BASE_URL);
    expect(site.criteria).toHaveLength(1);
    expect(site.offer.deliverables).toHaveLength(1);
  });
});

describe('criteria mistakes are refused with file, field and line', () => {
  it('an unknown type, with the nearest one', () => {
    const dir = offerWith((t) => t.replace('type: yes-no', 'type: yesno'));
    expect(loadError(dir).problems).toEqual([
      {
        file: 'offer.yaml',
        field: 'criteria.1.type',
        message:
          'unknown type "yesno"; did you mean "yes-no"? use one of amount, number, yes-no, one-of, text',
        line: lineOf(dir, 'offer.yaml', 'type: yesno'),
      },
    ]);
  });

  it('a missing type, with the types there are', () => {
    const dir = offerWith((t) => t.replace('    type: text\n', ''));
    expect(loadError(dir).problems).toEqual([
      expect.objectContaining({
        file: 'offer.yaml',
        field: 'criteria.2.type',
        message: 'required: one of amount, number, yes-no, one-of, text',
        line: lineOf(dir, 'offer.yaml', 'id: expert-role'),
      }),
    ]);
  });

  it('a field used twice', () => {
    const dir = offerWith((t) => t.replace('field: priorPositioningWork', 'field: founderLed'));
    expect(loadError(dir).problems).toEqual([
      {
        file: 'offer.yaml',
        field: 'criteria.3.field',
        message:
          '"founderLed" is already the field of criteria.1 (founder-led); each criterion needs a field of its own',
        line: lineOf(
          dir,
          'offer.yaml',
          'field: founderLed',
          lineOf(dir, 'offer.yaml', 'id: prior-positioning'),
        ),
      },
    ]);
  });

  it('an id used twice', () => {
    const dir = offerWith((t) => t.replace('id: prior-positioning', 'id: founder-led'));
    const problem = loadError(dir).problems.find((p) => p.field === 'criteria.3.id');
    expect(problem?.message).toBe('"founder-led" is also the id of criteria.1');
  });

  it('an accepted answer outside the options', () => {
    const dir = offerWith(
      FIFTH(`  - id: funding-stage
    field: stage
    type: one-of
    options: [bootstrapped, seed, series-a]
    accepts: [seed, series-b]
    criterion: "Funded"
    weight: 1
    required: false
`),
    );
    expect(loadError(dir).problems).toEqual([
      {
        file: 'offer.yaml',
        field: 'criteria.4.accepts.1',
        message:
          '"series-b" is not one of the options (bootstrapped, seed, series-a); add it to options or correct it',
        line: lineOf(dir, 'offer.yaml', 'accepts: [seed, series-b]'),
      },
    ]);
  });

  it('min above max', () => {
    const dir = offerWith((t) => replaceLast(t, 'min: 1000000', 'min: 9000000'));
    expect(loadError(dir).problems).toEqual([
      {
        file: 'offer.yaml',
        field: 'criteria.0.min',
        message: 'min (9000000) is above max (5000000); swap them',
        line: lineOf(dir, 'offer.yaml', 'min: 9000000'),
      },
    ]);
  });

  it('a range with neither end', () => {
    const dir = offerWith((t) => replaceLast(t, '    min: 1000000\n    max: 5000000\n', ''));
    const problem = loadError(dir).problems.find((p) => p.field === 'criteria.0.min');
    expect(problem?.message).toBe('give min, max or both: the range of answers that pass');
  });

  it.each([
    ['constructor', 'every object has it'],
    ['toString', 'every object has it'],
    ['main', "the page's own anchor"],
  ])('a reserved field name (%s: %s), with a hint', (name) => {
    expect(RESERVED_FIELDS.has(name)).toBe(true);
    const dir = offerWith((t) => t.replace('field: role', `field: ${name}`));
    expect(loadError(dir).problems).toEqual([
      {
        file: 'offer.yaml',
        field: 'criteria.2.field',
        message: `"${name}" is reserved (the code or the page already uses the name); choose another, such as "${name}Answer"`,
        line: lineOf(dir, 'offer.yaml', `field: ${name}`),
      },
    ]);
  });

  it('a field that is not camelCase, and an id that is not kebab-case', () => {
    const dir = offerWith((t) =>
      t.replace('field: role', 'field: the_role').replace('id: expert-role', 'id: Expert'),
    );
    const messages = loadError(dir).problems.map((p) => `${p.field}: ${p.message}`);
    expect(messages).toEqual([
      'criteria.2.id: must be kebab-case, such as revenue-band',
      'criteria.2.field: must be camelCase: a lower-case letter, then letters and digits, such as teamSize',
    ]);
  });

  it('a rule key of another type, with the keys its type has', () => {
    const dir = offerWith((t) =>
      t.replace('    pass: true\n    criterion: "Your own', '    accepts: [yes]\n    criterion: "Your own'),
    );
    expect(loadError(dir).problems).toEqual([
      expect.objectContaining({
        field: 'criteria.1.accepts',
        message: expect.stringMatching(/^unknown key/),
      }),
    ]);
  });

  it('a placeholder the criterion type does not fill', () => {
    const dir = offerWith((t) => t.replace('one of: {accepts}', 'one of: {roles}'));
    expect(loadError(dir).problems).toEqual([
      {
        file: 'offer.yaml',
        field: 'criteria.2.criterion',
        message: '{roles} is not filled in a text criterion; it may use {accepts}',
        line: lineOf(dir, 'offer.yaml', 'one of: {roles}'),
      },
    ]);
  });

  it('none, or more than twelve', () => {
    const none = offerWith((t) =>
      t.replace(/criteria:\n[\s\S]*?\n\nfitDisclaimer:/, 'criteria: []\n\nfitDisclaimer:'),
    );
    expect(loadError(none).problems.map((p) => `${p.field}: ${p.message}`)).toEqual([
      'criteria: list at least one criterion',
    ]);
    const extra = Array.from(
      { length: 9 },
      (_, i) =>
        `  - { id: extra-${i}, field: extra${i}, type: yes-no, criterion: "Extra", weight: 1, required: false }\n`,
    ).join('');
    const many = offerWith(FIFTH(extra));
    expect(loadError(many).problems.map((p) => `${p.field}: ${p.message}`)).toEqual([
      'criteria: at most 12 criteria',
    ]);
  });
});

describe("a criterion's words in words.yaml are checked against offer.yaml", () => {
  it('an id no criterion has, with the nearest', () => {
    const dir = copyContent();
    edit(dir, 'words.yaml', (t) => t.replace('    founder-led:\n', '    founder-lead:\n'));
    expect(loadError(dir).problems).toEqual([
      {
        file: 'words.yaml',
        field: 'fit.criteria.founder-lead',
        message: 'no criterion in offer.yaml has the id "founder-lead"; did you mean "founder-led"?',
        line: lineOf(dir, 'words.yaml', 'founder-lead:'),
      },
    ]);
  });

  it('a key its type does not have', () => {
    const dir = copyContent();
    edit(dir, 'words.yaml', (t) =>
      t.replace('      below: "{answer} is below', '      fail: "{answer} is below'),
    );
    expect(loadError(dir).problems).toEqual([
      {
        file: 'words.yaml',
        field: 'fit.criteria.revenue-band.fail',
        message:
          'unknown key for an amount criterion; known keys: question, help, label, pass, below, above, unknown, ask',
        line: lineOf(dir, 'words.yaml', 'fail: "{answer} is below'),
      },
    ]);
  });

  it('a label for an option the criterion does not have', () => {
    const dir = offerWith(
      FIFTH(`  - id: funding-stage
    field: stage
    type: one-of
    options: [seed, series-a]
    accepts: [seed]
    criterion: "Funded"
    weight: 1
    required: false
`),
    );
    edit(dir, 'words.yaml', (t) =>
      t.replace(
        '  criteria:\n',
        '  criteria:\n    funding-stage:\n      options:\n        seed: "Seed"\n        serie-a: "Series A"\n',
      ),
    );
    expect(loadError(dir).problems).toEqual([
      {
        file: 'words.yaml',
        field: 'fit.criteria.funding-stage.options.serie-a',
        message: 'no such option; did you mean "series-a"?',
        line: lineOf(dir, 'words.yaml', 'serie-a:'),
      },
    ]);
  });
});

describe('docs/content.md', () => {
  /** The YAML blocks of its "Fit criteria" section: the example criteria and their words. */
  const examples = () => {
    const doc = readFileSync('docs/content.md', 'utf8');
    const section = doc.slice(doc.indexOf('### Fit criteria'), doc.indexOf('**The verdict**'));
    return [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
  };

  it('shows one criterion of each type, with words, and they load as written', () => {
    const [offer, words] = examples();
    expect(offer).toBeDefined();
    const dir = copyContent();
    const criteria = (offer ?? '').replace('# offer.yaml\n', '');
    edit(dir, 'offer.yaml', (t) =>
      t.replace(/criteria:\n[\s\S]*?\n\nfitDisclaimer:/, `${criteria}\nfitDisclaimer:`),
    );
    edit(dir, 'words.yaml', () => (words ?? '').replace('# words.yaml\n', ''));
    const site = loadSite(dir, TEST_BASE_URL);
    expect(site.criteria.map((c) => c.type).sort()).toEqual(['amount', 'number', 'one-of', 'text', 'yes-no']);
    const result = checkFit(site, { fundingStage: 'bootstrapped', role: 'Executive Coach' });
    expect(result.checks.find((c) => c.id === 'funding')?.note).toBe(
      '“Bootstrapped” is not one of seed and Series A.',
    );
    expect(result.checks.find((c) => c.id === 'expert-role')?.note).toBe(
      '"Executive Coach" matches "coach".',
    );
  });
});

describe('the built-in words of each type', () => {
  /** What a person reads: text outside tags and scripts. */
  const visibleText = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');

  it.each([
    ['English', ALT_FIXTURE_CONTENT, 'No answer was given.'],
    ['German', DE_FIXTURE_CONTENT, 'Keine Antwort angegeben.'],
  ])(
    'in %s, word every criterion a fixture leaves to them without naming its field',
    async (_l, dir, unknown) => {
      const site = loadSite(dir, TEST_BASE_URL);
      // A one-word field ("role") is also a word of the owner's pages; a compound one ("annualRevenue") is code.
      const fields = site.criteria.map((c) => c.field).filter((f) => /[A-Z]/.test(f));
      for (const c of site.criteria) {
        for (const text of [c.question, c.label, c.help]) expect(text).not.toContain(c.field);
      }
      const app = createTestApp(site);
      const result = checkFit(site, {});
      for (const check of result.checks) expect(check.note).toBe(unknown);
      const page = fitPage(site).slug;
      const query = new URLSearchParams(Object.entries(exampleProfile(site)).map(([k, v]) => [k, String(v)]));
      query.set(site.criteria[0]?.field ?? '', '');
      const html = await (
        await app.request(`/${page}?${query}`, { headers: { accept: 'text/html' } })
      ).text();
      const markdown = await (
        await app.request(`/${page}?${query}`, { headers: { accept: 'text/markdown' } })
      ).text();
      for (const text of [
        visibleText(html),
        markdown
          .split('\n')
          .filter((l) => l.startsWith('|'))
          .join('\n'),
      ]) {
        for (const field of fields) expect(text).not.toMatch(new RegExp(`\\b${field}\\b`));
      }
    },
  );
});

describe('a language without built-in words', () => {
  it('needs the words of the criterion types the site uses, not of the others', () => {
    const dir = copyContent();
    edit(dir, 'site.yaml', (t) => t.replace(/^language: .*$/m, 'language: sv'));
    const missing = loadError(dir)
      .problems.filter((p) => p.file === 'words.yaml' && p.field.startsWith('fit.types.'))
      .map((p) => p.field);
    // The fixture's criteria are an amount, two yes-no and a text: no number, no one-of.
    expect(missing).toContain('fit.types.amount.question');
    expect(missing).toContain('fit.types.yes-no.unknown');
    expect(missing).toContain('fit.types.text.matched');
    expect(
      missing.filter((f) => f.startsWith('fit.types.number.') || f.startsWith('fit.types.one-of.')),
    ).toEqual([]);
  });
});
