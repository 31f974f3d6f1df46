// The fit rules: every verdict branch, revenue boundaries, role normalisation, scores, recommendations, disclaimer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFit, normaliseAnswer as normaliseRole, validateFitRequest } from '../src/domain/fit/fit.js';
import { type FitRequest, FitResultSchema } from '../src/domain/schemas.js';
import { DE_FIXTURE_CONTENT, loadSampleSite } from './helpers/site.js';

const site = loadSampleSite();
const { links, email } = site.identity;
const weight = (id: string) => site.criteria.find((c) => c.id === id)?.weight ?? Number.NaN;
const AVAILABLE = site.criteria.reduce((sum, c) => sum + c.weight, 0);
const STRONG: FitRequest = {
  annualRevenue: 2_400_000,
  founderLed: true,
  role: 'coach',
  priorPositioningWork: true,
};

function results(profile: FitRequest): Record<string, string> {
  return Object.fromEntries(checkFit(site, profile).checks.map((c) => [c.id, c.result]));
}

describe('sample content', () => {
  it('has the issue’s criteria, band and roles (the tests below rely on them)', () => {
    expect(site.criteria.map((c) => [c.id, c.required])).toEqual([
      ['revenue-band', true],
      ['founder-led', true],
      ['expert-role', false],
      ['prior-positioning', false],
    ]);
    expect(site.offer.bestFit.revenueRange).toEqual({ min: 1_000_000, max: 5_000_000, currency: 'USD' });
    expect(site.offer.bestFit.roles).toEqual(['coach', 'consultant', 'specialist', 'thought-leader']);
  });
});

describe('revenue-band boundaries', () => {
  it.each([
    [999_999, 'fail', /below/],
    [1_000_000, 'pass', /inside/],
    [5_000_000, 'pass', /inside/],
    [5_000_001, 'fail', /above/],
    [0, 'fail', /below/],
  ])('annualRevenue %d is %s', (annualRevenue, result, note) => {
    const check = checkFit(site, { annualRevenue }).checks[0];
    expect(check).toMatchObject({ id: 'revenue-band', result });
    expect(check?.note).toMatch(note);
  });

  it('revenue outside the band alone is poor-fit, inside alone is possible-fit', () => {
    expect(checkFit(site, { annualRevenue: 999_999 }).verdict).toBe('poor-fit');
    expect(checkFit(site, { annualRevenue: 5_000_001 }).verdict).toBe('poor-fit');
    expect(checkFit(site, { annualRevenue: 1_000_000 }).verdict).toBe('possible-fit');
    expect(checkFit(site, { annualRevenue: 5_000_000 }).verdict).toBe('possible-fit');
  });
});

describe('verdicts', () => {
  it.each<[string, FitRequest, string]>([
    ['every criterion passes', STRONG, 'strong-fit'],
    ['revenue below the band, all else passing', { ...STRONG, annualRevenue: 500_000 }, 'poor-fit'],
    ['not founder-led, all else passing', { ...STRONG, founderLed: false }, 'poor-fit'],
    ['both required fail', { annualRevenue: 9_000_000, founderLed: false }, 'poor-fit'],
    ['a required fail beats unknowns', { founderLed: false }, 'poor-fit'],
    ['required pass, role fails', { ...STRONG, role: 'ceo' }, 'possible-fit'],
    ['required pass, prior work missing', { ...STRONG, priorPositioningWork: false }, 'possible-fit'],
    ['required pass, optional unknown', { annualRevenue: 2_000_000, founderLed: true }, 'possible-fit'],
    ['one required passes, the other unknown', { founderLed: true, role: 'coach' }, 'possible-fit'],
    ['no required criterion known', { role: 'coach', priorPositioningWork: true }, 'unknown'],
    ['no required known and optional fail', { role: 'ceo', priorPositioningWork: false }, 'unknown'],
    ['only an empty role', { role: '   ' }, 'unknown'],
  ])('%s → %s', (_label, profile, verdict) => {
    expect(checkFit(site, profile).verdict).toBe(verdict);
  });

  it('marks absent fields unknown, with a note in words that names no field', () => {
    const result = checkFit(site, { role: 'coach' });
    expect(results({ role: 'coach' })).toEqual({
      'revenue-band': 'unknown',
      'founder-led': 'unknown',
      'expert-role': 'pass',
      'prior-positioning': 'unknown',
    });
    for (const i of [0, 1, 3]) {
      expect(result.checks[i]?.note).toBe('No answer was given.');
      expect(result.checks[i]?.note).not.toMatch(/annualRevenue|founderLed|priorPositioningWork/);
    }
  });
});

describe('role normalisation', () => {
  it.each([
    ['coach', 'coach'],
    ['  Coach ', 'coach'],
    ['Thought Leader', 'thought-leader'],
    ['thought_leader', 'thought-leader'],
    ['THOUGHT  LEADER', 'thought-leader'],
    ['thought _ leader', 'thought-leader'],
    ['Specialist\t', 'specialist'],
    ['consultant!', 'consultant'],
  ])('%j → %s', (typed, normalised) => {
    expect(normaliseRole(typed)).toBe(normalised);
    expect(results({ role: typed })['expert-role']).toBe('pass');
  });

  it.each(['ceo', 'coaching', 'thought-leaders', 'leader', 'thought'])('%j fails', (role) => {
    expect(results({ role })['expert-role']).toBe('fail');
  });

  it.each([
    ['executive coach', 'coach'],
    ['Thought Leader and keynote speaker', 'thought leader'],
    ['pricing consultant / advisor', 'consultant'],
  ])(
    '%j contains the role %s as whole words, and the note names it in words, echoing what was typed',
    (role, matched) => {
      const check = checkFit(site, { role }).checks.find((c) => c.id === 'expert-role');
      expect(check?.result).toBe('pass');
      expect(check?.note).toContain(`"${matched}"`);
      expect(check?.note).toContain(`"${role}"`);
    },
  );

  it('echoes a typed answer as typed, on one line, in a note that fails it too', () => {
    const check = checkFit(site, { role: '  Chief   Pricing\nOfficer ' }).checks[2];
    expect(check?.note).toBe(
      '"Chief Pricing Officer" names none of coach, consultant, specialist, and thought leader.',
    );
  });

  it('names German roles as the nouns they are, with their capitals, in the criterion and the note', () => {
    const de = loadSampleSite(undefined, DE_FIXTURE_CONTENT);
    const role = de.criteria.find((c) => c.id === 'expert-role');
    expect(role?.text).toContain('Beraterin, Berater, Trainerin und Trainer');
    const check = checkFit(de, { role: 'freie beraterin' }).checks.find((c) => c.id === 'expert-role');
    expect(check?.result).toBe('pass');
    // The typed answer is echoed as typed; the role it matched is named with its capital.
    expect(check?.note).toMatch(/^„freie beraterin“ entspricht „Beraterin“/);
  });

  it.each(['', '   ', '\n'])('%j counts as not given', (role) => {
    expect(results({ role })['expert-role']).toBe('unknown');
  });

  it('drops control characters, so no note ever echoes one', () => {
    const role = site.offer.bestFit.roles[0] ?? '';
    expect(normaliseRole(`\u0000${role}\u0007\u2028`)).toBe(role);
    for (const typed of [`\u001b[31m${role}\r\n\u0085x`, '\u0000\u001b[2J\u2028nobody']) {
      const notes = checkFit(site, { role: typed }).checks.map((c) => c.note ?? '');
      for (const note of notes) expect(note).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    }
  });
});

describe('score', () => {
  it('earns the weights of passing checks out of the sum of all weights', () => {
    expect(AVAILABLE).toBe(9);
    expect(checkFit(site, STRONG).score).toEqual({ earned: 9, available: 9 });
    expect(checkFit(site, { ...STRONG, role: 'ceo' }).score).toEqual({
      earned: AVAILABLE - weight('expert-role'),
      available: AVAILABLE,
    });
    expect(checkFit(site, { annualRevenue: 2_000_000, priorPositioningWork: true }).score).toEqual({
      earned: weight('revenue-band') + weight('prior-positioning'),
      available: AVAILABLE,
    });
    expect(checkFit(site, { founderLed: false }).score).toEqual({ earned: 0, available: AVAILABLE });
  });
});

describe('recommendation', () => {
  it('points each verdict to the right next step', () => {
    const strong = checkFit(site, STRONG).recommendation;
    expect(strong).toContain(links.checkout);
    const possible = checkFit(site, { ...STRONG, role: 'ceo' }).recommendation;
    expect(possible).toContain(links.booking);
    expect(possible).not.toContain(links.checkout);
    const unknown = checkFit(site, { role: 'coach' }).recommendation;
    expect(unknown).toMatch(/annual revenue/i);
    expect(unknown).toMatch(/own name/i);
    const poor = checkFit(site, { annualRevenue: 10 }).recommendation;
    expect(poor).toContain(email);
    expect(poor).not.toContain(links.checkout);
  });
});

const profiles = fc.record(
  {
    annualRevenue: fc.oneof(
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.constantFrom(999_999, 1_000_000, 5_000_000, 5_000_001),
    ),
    founderLed: fc.boolean(),
    role: fc.oneof(fc.constantFrom('coach', ' Thought Leader ', 'ceo', ''), fc.string({ maxLength: 20 })),
    priorPositioningWork: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('invariants over any profile', () => {
  it('always returns a valid FitResult with four checks, a consistent score, verdict and the disclaimer', () => {
    fc.assert(
      fc.property(profiles, (profile) => {
        const result = checkFit(site, profile);
        FitResultSchema.parse(result);
        expect(result.checks.map((c) => c.id)).toEqual(site.criteria.map((c) => c.id));
        expect(result.disclaimer).toBe(site.offer.fitDisclaimer);
        expect(result.disclaimer).toMatch(/indicative/);
        expect(result.disclaimer).toMatch(/neither an acceptance nor a refusal/);
        const passed = result.checks.filter((c) => c.result === 'pass').map((c) => weight(c.id));
        expect(result.score).toEqual({ earned: passed.reduce((a, b) => a + b, 0), available: AVAILABLE });
        const required = result.checks.slice(0, 2).map((c) => c.result);
        expect(result.verdict === 'poor-fit').toBe(required.includes('fail'));
        if (result.verdict === 'strong-fit') expect(result.score?.earned).toBe(AVAILABLE);
        if (result.verdict === 'unknown') expect(required).toEqual(['unknown', 'unknown']);
        for (const check of result.checks) {
          expect(check.note).toMatch(/\w/);
          expect(check.criterion).not.toMatch(/\{(min|max|currency|band|accepts)\}/);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('validateFitRequest', () => {
  it('accepts any non-empty FitRequest', () => {
    expect(validateFitRequest(site, { role: 'coach' })).toEqual({ ok: true, profile: { role: 'coach' } });
  });

  it.each([
    null,
    [],
    'x',
    42,
    true,
    { annualRevenue: -1 },
    { annualRevenue: '2M' },
    { founderLed: null },
    { extra: 1 },
  ])('%j is validation_failed with issues', (input) => {
    const v = validateFitRequest(site, input);
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.code).toBe('validation_failed');
      expect(v.issues.length).toBeGreaterThan(0);
    }
  });

  it('names the unknown property and the failing field', () => {
    const v = validateFitRequest(site, { annualRevenue: -1, budget: 5 });
    expect(v.ok ? [] : v.issues.map((i) => i.path).sort()).toEqual(['annualRevenue', 'budget']);
  });

  it('{} is empty_profile', () => {
    expect(validateFitRequest(site, {})).toMatchObject({ ok: false, code: 'empty_profile' });
  });
});
