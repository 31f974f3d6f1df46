// Random fit profiles for a site's own criteria: answers of every type near their rules' edges, and values a
// serialiser must escape. The property tests of the fit check run them on every fixture.
import fc from 'fast-check';
import type { FitCriterion } from '../../src/content/fit-criteria.js';
import { MAX_TEXT_ANSWER } from '../../src/content/schemas/criterion-file.js';
import type { Site } from '../../src/content/site.js';

/** Answers of a criterion's type, most of them valid, at and beside its rule's edges. */
export function answerOf(c: FitCriterion): fc.Arbitrary<unknown> {
  const d = c.declared;
  switch (d.type) {
    case 'amount':
    case 'number': {
      const edges = [d.min, d.max].flatMap((v) => (v === undefined ? [] : [v, v - 1, v + 1]));
      return fc.oneof(fc.double({ min: -10, max: 1e10, noNaN: true }), fc.constantFrom(0, -0, ...edges));
    }
    case 'yes-no':
      return fc.boolean();
    case 'one-of':
      return fc.oneof(
        fc.constantFrom(...d.options),
        fc.constantFrom('', 'other', d.options[0]?.toUpperCase()),
      );
    default:
      return fc.oneof(
        fc.constantFrom(...d.accepts, ...d.accepts.map((a) => ` ${a.toUpperCase()} and more`), 'nobody', ''),
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.constantFrom(
          '"quoted" \\ back',
          '\u2028\u0000\u001b[31m',
          '\ud800 lone',
          'x'.repeat(MAX_TEXT_ANSWER),
        ),
        fc.string({ minLength: MAX_TEXT_ANSWER - 1, maxLength: MAX_TEXT_ANSWER + 1 }),
      );
  }
}

/** Profiles of any of the site's fields, each with an answer of its type (valid or not). */
export function profilesOf(site: Site): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(site.criteria.map((c) => [c.field, answerOf(c)])), {
    requiredKeys: [],
  });
}

/** Field names: the site's, and names a careless lookup would take for one. */
export function fieldNamesOf(site: Site): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...site.criteria.map((c) => c.field)),
    fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', ''),
    fc.constantFrom(...site.criteria.map((c) => c.field.toLowerCase())),
    fc.string(),
  );
}
