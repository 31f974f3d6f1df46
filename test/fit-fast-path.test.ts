// The fit check's fast path takes every well-formed profile (what it answers is checked at the HTTP boundary,
// test/fit-boundary.test.ts) and leaves the rest to the schema.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TEXT_ANSWER } from '../src/content/schemas/criterion-file.js';
import { validateFitRequest } from '../src/domain/fit/fit.js';
import { fitRequestSchema, readPlainProfile } from '../src/domain/fit/fit-fields.js';
import { fieldNamesOf, profilesOf } from './helpers/fit-profiles.js';
import { FIXTURE_CONTENT, FR_FIXTURE_CONTENT, loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

const value = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, -1, Number.MAX_VALUE, 1e21),
  fc.boolean(),
  fc.string(),
  fc.string({ minLength: MAX_TEXT_ANSWER - 1, maxLength: MAX_TEXT_ANSWER + 1 }),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);

describe.each([FIXTURE_CONTENT, FR_FIXTURE_CONTENT])('readPlainProfile on %s', (dir) => {
  const site = loadSampleSite(TEST_BASE_URL, dir);
  const schema = fitRequestSchema(site);
  /** Objects as JSON.parse builds them (a "__proto__" key becomes an own member), and other inputs. */
  const inputs = fc.oneof(
    fc
      .dictionary(fieldNamesOf(site), value, { maxKeys: 5 })
      .map((o) => JSON.parse(JSON.stringify(o)) as unknown),
    profilesOf(site),
    fc.anything(),
  );

  it('takes every well-formed profile the schema takes, so the schema is left for the rest', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const parsed = schema.safeParse(input);
        // What JSON.parse builds: objects with Object.prototype (fc.anything also makes null-prototype ones).
        const plainJson =
          typeof input === 'object' && input !== null && Object.getPrototypeOf(input) === Object.prototype;
        if (parsed.success && plainJson && Object.keys(parsed.data).length > 0) {
          expect(readPlainProfile(site, input)).toBeDefined();
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves to the schema what it must refuse, with the schema’s issues', () => {
    const [first] = site.criteria;
    const text = site.criteria.find((c) => c.type === 'text');
    const number = site.criteria.find((c) => c.type === 'amount' || c.type === 'number');
    const yesNo = site.criteria.find((c) => c.type === 'yes-no');
    for (const input of [
      ...(number ? [{ [number.field]: -1 }] : []),
      ...(text ? [{ [text.field]: 'x'.repeat(MAX_TEXT_ANSWER + 1) }] : []),
      ...(yesNo ? [{ [yesNo.field]: 'yes' }] : []),
      ...site.criteria.filter((c) => c.type === 'one-of').map((c) => ({ [c.field]: 'not-an-option' })),
      { other: true },
      JSON.parse(`{"__proto__": {"${first?.field}": true}}`),
      [],
      {},
    ]) {
      expect(readPlainProfile(site, input)).toBeUndefined();
      expect(validateFitRequest(site, input).ok).toBe(false);
    }
  });
});
