// An example fit profile that passes every criterion of this content: for hints, schema examples and docs.
import { perSite } from '../../content/site-cache.js';
import type { FitRequest } from './fit-fields.js';

/** Every field with an answer that passes it, in the criteria's order. */
export const exampleProfile = perSite(
  'fit-example-profile',
  (site): FitRequest => Object.freeze(Object.fromEntries(site.criteria.map((c) => [c.field, c.example]))),
);

/**
 * The example as the one-line JSON a hint shows (the first three fields: enough to make the point). Made once
 * per site: the fit answer reaches for it on every request (~1.5% of a POST /api/fit's CPU).
 */
export const exampleProfileJson = perSite('fit-example-json', (site) => {
  const first = Object.fromEntries(site.criteria.slice(0, 3).map((c) => [c.field, c.example]));
  return JSON.stringify(first).replaceAll(',"', ', "').replaceAll('":', '": ');
});
