// The fit check's fast path takes every well-formed profile (what it answers is checked at the HTTP boundary,
// test/fit-boundary.test.ts) and leaves the rest to the schema.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TEXT_ANSWER as MAX_ROLE_LENGTH } from '../src/content/schemas/criterion-file.js';
import { validateFitRequest } from '../src/domain/fit/fit.js';
import { fitRequestSchema, readPlainProfile } from '../src/domain/fit/fit-fields.js';
import { loadSampleSite } from './helpers/site.js';

const site = loadSampleSite();
const FitRequestSchema = fitRequestSchema(site);

const field = fc.oneof(
  fc.constantFrom('annualRevenue', 'founderLed', 'role', 'priorPositioningWork'),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'annualrevenue', 'Role', ''),
  fc.string(),
);
const value = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, -1, Number.MAX_VALUE, 1e21),
  fc.boolean(),
  fc.string(),
  fc.string({ minLength: MAX_ROLE_LENGTH - 1, maxLength: MAX_ROLE_LENGTH + 1 }),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);
/** Objects as JSON.parse builds them (a "__proto__" key becomes an own member), and other inputs. */
const inputs = fc.oneof(
  fc.dictionary(field, value, { maxKeys: 5 }).map((o) => JSON.parse(JSON.stringify(o)) as unknown),
  fc.record(
    {
      annualRevenue: fc.double({ min: -10, max: 1e9 }),
      founderLed: fc.boolean(),
      role: fc.string({ maxLength: MAX_ROLE_LENGTH + 2 }),
      priorPositioningWork: fc.boolean(),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);

describe('readPlainProfile', () => {
  it('takes every well-formed profile the schema takes, so the schema is left for the rest', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const parsed = FitRequestSchema.safeParse(input);
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
    for (const input of [
      { annualRevenue: -1 },
      { role: 'x'.repeat(MAX_ROLE_LENGTH + 1) },
      { founderLed: 'yes' },
      { other: true },
      JSON.parse('{"__proto__": {"role": "coach"}}'),
      [],
      {},
    ]) {
      expect(readPlainProfile(site, input)).toBeUndefined();
      expect(validateFitRequest(site, input).ok).toBe(false);
    }
  });
});
