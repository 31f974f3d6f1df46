// One fit profile per verdict for any content: what the screenshots and the layout test show.
// Made from the content's own declared criteria (their fields, types and rules, which are required) and its
// example profile, then checked against the fit rules, so an owner with other criteria still gets every verdict.
import type { FitCriterion } from '../src/content/fit-criteria.js';
import type { Site } from '../src/content/site.js';
import { checkFit } from '../src/domain/fit/fit.js';
import { exampleProfile } from '../src/domain/fit/fit-example.js';
import { failingAnswer } from '../src/render/openapi/examples.js';

export type Verdict = 'strong-fit' | 'possible-fit' | 'poor-fit' | 'unknown';
/** A fit request's fields, as the API's JSON takes them. */
export type Profile = Record<string, string | number | boolean>;

/** The profile as the fit form's query string (the page's GET form sends the same fields). */
export const toQuery = (p: Profile) =>
  new URLSearchParams(Object.entries(p).map(([k, v]) => [k, String(v)])).toString();

export function verdictProfiles(site: Site): Record<Verdict, Profile> {
  const example: Profile = { ...exampleProfile(site) };
  const fail = (criteria: FitCriterion[]): Profile =>
    Object.fromEntries(
      criteria.flatMap((c) => {
        const answer = failingAnswer(site, c);
        return answer === undefined ? [] : [[c.field, answer]];
      }),
    );
  const required = site.criteria.filter((c) => c.required);
  const optional = site.criteria.filter((c) => !c.required);
  const profiles: Record<Verdict, Profile> = {
    'strong-fit': example,
    'possible-fit': { ...example, ...fail(optional) },
    'poor-fit': { ...example, ...fail(required.slice(0, 1)) },
    // Too little to go on: only the optional questions answered.
    unknown: Object.fromEntries(optional.map((c) => [c.field, example[c.field] ?? ''])),
  };
  // A profile that lands on another verdict would show the wrong page under the right name.
  for (const [verdict, profile] of Object.entries(profiles)) {
    const got = checkFit(site, profile).verdict;
    if (got !== verdict) throw new Error(`the ${verdict} profile is a ${got} for ${site.identity.name}`);
  }
  return profiles;
}
