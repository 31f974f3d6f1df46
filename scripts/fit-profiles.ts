// One fit profile per verdict for any content: what the screenshots and the layout test show.
// Made from the content's own criteria (which are required) and its example profile, so a fixture in another
// currency or with other weights still gets every verdict.
import type { Site } from '../src/content/site.js';
import { exampleProfile } from '../src/domain/fit/fit-example.js';

export type Verdict = 'strong-fit' | 'possible-fit' | 'poor-fit' | 'unknown';
/** A fit request's fields, as the API's JSON takes them. */
export type Profile = Record<string, string | number | boolean>;

/** For each criterion, the field it reads and an answer that fails it. */
function failing(site: Site): Record<string, [string, string | number | boolean]> {
  return {
    'revenue-band': ['annualRevenue', Math.floor(site.offer.bestFit.revenueRange.min / 2)],
    'founder-led': ['founderLed', false],
    'expert-role': ['role', 'Brand designer'],
    'prior-positioning': ['priorPositioningWork', false],
  };
}

/** The profile as the fit form's query string (the page's GET form sends the same fields). */
export const toQuery = (p: Profile) =>
  new URLSearchParams(Object.entries(p).map(([k, v]) => [k, String(v)])).toString();

export function verdictProfiles(site: Site): Record<Verdict, Profile> {
  const example: Profile = { ...exampleProfile(site) };
  const fails = failing(site);
  const field = (id: string) => fails[id]?.[0] ?? '';
  const required = site.offer.criteria.filter((c) => c.required).map((c) => c.id);
  const optional = site.offer.criteria.filter((c) => !c.required).map((c) => c.id);
  const failAll = (ids: string[]) => Object.fromEntries(ids.flatMap((id) => (fails[id] ? [fails[id]] : [])));
  // Too little to go on: only the optional questions answered.
  const unknown = Object.fromEntries(optional.map((id) => [field(id), example[field(id)] ?? '']));
  return {
    'strong-fit': example,
    'possible-fit': { ...example, ...failAll(optional) },
    'poor-fit': { ...example, ...failAll(required.slice(0, 1)) },
    unknown,
  };
}
