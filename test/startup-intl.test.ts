// Start-up makes no Intl formatter: the process's first one loads ICU's locale data (~7 MB resident), so only the
// surfaces that show an amount, a region or a list make one, when first asked; the texts are the same either way.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { warmFormatters } from '../src/domain/warm-formatters.js';
import { buildResponseTable, renderEveryVariant } from '../src/http/response-table.js';
import { buildSurfaces } from '../src/http/surfaces/all.js';
import { buildSkills, listSkillNames } from '../src/render/skills/skills-index.js';
import { copyContent, editYaml, loadError } from './helpers/content-copy.js';
import {
  ALT_FIXTURE_CONTENT,
  createTestApp,
  DE_FIXTURE_CONTENT,
  FIXTURE_CONTENT,
  FR_FIXTURE_CONTENT,
  loadSampleSite,
  TEST_BASE_URL,
} from './helpers/site.js';

const FORMATTERS = ['NumberFormat', 'DateTimeFormat', 'DisplayNames', 'ListFormat', 'PluralRules'] as const;
type Formatter = (typeof FORMATTERS)[number];

/** The formatters constructed since the test began, by kind. */
let made: Formatter[] = [];
const originals = new Map<Formatter, unknown>();
const intl = Intl as unknown as Record<Formatter, new (...args: unknown[]) => unknown>;

beforeEach(() => {
  made = [];
  for (const name of FORMATTERS) {
    const original = intl[name];
    originals.set(name, original);
    intl[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        made.push(name);
        return Reflect.construct(target, args, newTarget);
      },
    });
  }
});

afterEach(() => {
  for (const [name, original] of originals) intl[name] = original as (typeof intl)[Formatter];
});

const FIXTURES = [FIXTURE_CONTENT, ALT_FIXTURE_CONTENT, DE_FIXTURE_CONTENT, FR_FIXTURE_CONTENT];

describe('start-up', () => {
  it.each(FIXTURES)('of %s (content, response table, app) makes no Intl formatter', (dir) => {
    const site = loadSampleSite(TEST_BASE_URL, dir);
    buildResponseTable(site, buildSurfaces(site));
    createTestApp(site);
    expect(made).toEqual([]);
  });

  it.each(FIXTURES)('of %s lists the skills by the names their build gives them', (dir) => {
    const site = loadSampleSite(TEST_BASE_URL, dir);
    const names = listSkillNames(site);
    expect(made).toEqual([]);
    expect(names).toEqual(buildSkills(site).map((s) => s.name));
    // The fit skill names the price and the revenue band: building it is what makes the formatters.
    expect(made).toContain('NumberFormat');
  });
});

describe("a Worker's warm-up (its global scope has a CPU budget of its own)", () => {
  it.each(FIXTURES)('of %s builds every formatter its surfaces use', async (dir) => {
    const site = loadSampleSite(TEST_BASE_URL, dir);
    warmFormatters(site);
    expect(made).toContain('NumberFormat');
    made = [];
    renderEveryVariant(buildResponseTable(site, buildSurfaces(site)));
    await createTestApp(site).request('/no-such-page', { headers: { accept: 'text/html' } });
    expect(made).toEqual([]);
  });
});

describe('what start-up defers is made on first read', () => {
  it('the prompts expand {{price}} (the fixture prompt and the words default) when first read', () => {
    const site = loadSampleSite();
    expect(made).toEqual([]);
    const price = site.tokens.price;
    expect(made).toEqual(['NumberFormat']);
    expect(price).toBe('USD\u00a012,000');
    expect(site.prompts.explain_offer.intro).toBe(
      `Fixture intro: explain ${site.offer.name} at USD\u00a012,000.`,
    );
    expect(site.words.agents.promptDefaults.explain_offer.intro).toContain('(USD\u00a012,000)');
  });

  it("the fit form's help fills {example} when first read", () => {
    const site = loadSampleSite(TEST_BASE_URL, DE_FIXTURE_CONTENT);
    const revenue = site.criteria.find((c) => c.field === 'annualRevenue');
    expect(made).toEqual([]);
    expect(revenue?.help).toMatch(/zum Beispiel \d{1,3}(\.\d{3})+\./);
    // The example's number, and the currency as the prices show it ("in €").
    expect(revenue?.help).toMatch(/^Ganze €,/);
    expect(new Set(made)).toEqual(new Set(['NumberFormat']));
  });

  it('the browser 404 is rendered by its first request, with the country named in the footer', async () => {
    const app = createTestApp(loadSampleSite(TEST_BASE_URL, DE_FIXTURE_CONTENT));
    expect(made).toEqual([]);
    const res = await app.request('/no-such-page', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Deutschland');
    expect(made).toContain('DisplayNames');
  });

  it("an unknown token in the prompts' default words is still a content error at start-up", () => {
    const dir = copyContent();
    editYaml(dir, 'words.yaml', (words) => {
      words.agents = { promptDefaults: { explain_offer: { intro: 'Explain {{nope}}' } } };
    });
    expect(loadError(dir).message).toMatch(
      /words\.yaml: agents\.promptDefaults\.explain_offer\.intro: unknown token \{\{nope\}\}/,
    );
  });
});
