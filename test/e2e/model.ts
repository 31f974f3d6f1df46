// What the shared e2e suite expects, derived from the content model the server was started with.
import type { FitCriterion, FitValue } from '../../src/content/fit-criteria.js';
import type { Site } from '../../src/content/site.js';
import { exampleProfile } from '../../src/domain/fit/fit-example.js';
import { apiPages, fitPage, pagePath } from '../../src/domain/pages.js';

/** Every page's public path, home first. */
export function pagePaths(site: Site): string[] {
  return site.pages.map((p) => pagePath(p.slug));
}

export function apiSlugs(site: Site): string[] {
  return apiPages(site).map((p) => p.slug);
}

/** An API page other than home (the first in menu order), for single-page checks. */
export function somePage(site: Site): string {
  return apiPages(site).find((p) => p.slug !== 'index')?.slug ?? 'index';
}

export function fitPath(site: Site): string {
  return pagePath(fitPage(site).slug);
}

/** A profile that passes every criterion of this content. */
export function strongProfile(site: Site) {
  return exampleProfile(site);
}

/** A criterion that one answer fails, and that answer: a required one when there is one. */
function failing(site: Site): { field: string; value: FitValue; required: boolean } {
  const answer = (c: FitCriterion): FitValue | undefined => {
    const d = c.declared;
    if (d.type === 'amount' || d.type === 'number') {
      if (d.min !== undefined && d.min > 0) return Math.floor(d.min / 2);
      return d.max === undefined ? undefined : d.max * 2 + 1;
    }
    if (d.type === 'yes-no') return !d.pass;
    if (d.type === 'one-of') return d.options.find((o) => !d.accepts.includes(o));
    return 'nobody-in-particular';
  };
  const ordered = [...site.criteria.filter((c) => c.required), ...site.criteria.filter((c) => !c.required)];
  for (const c of ordered) {
    const value = answer(c);
    if (value !== undefined) return { field: c.field, value, required: c.required };
  }
  throw new Error('the content has no criterion an answer can fail');
}

/** A profile of one answer that fails its criterion (a required one, if the content has one). */
export function failingProfile(site: Site): Record<string, FitValue> {
  const { field, value } = failing(site);
  return { [field]: value };
}

/** The verdict failingProfile gets on this content. */
export function failingVerdict(site: Site): string {
  // A required criterion failing is poor-fit; otherwise no required one is answered, which is unknown.
  return failing(site).required ? 'poor-fit' : 'unknown';
}

/** A field name no criterion has. */
export function unknownField(site: Site): string {
  return (
    ['budget', 'budgetUnknown', 'notAField'].find((f) => !site.criteria.some((c) => c.field === f)) ?? '?'
  );
}

/** One body per way an answer can have the wrong type or value on this content, as JSON text. */
export function invalidBodies(site: Site): string[] {
  const bodies = site.criteria.map((c) => {
    const wrong = { amount: -1, number: -1, 'yes-no': 'yes', 'one-of': 'not-an-option', text: 5 }[c.type];
    return JSON.stringify({ [c.field]: wrong });
  });
  return [...new Set(bodies), JSON.stringify({ [unknownField(site)]: 5 }), '[1]'];
}

/** A fit page query value that cannot be an answer: a negative number, or a yes/no that is neither. */
export function invalidQuery(site: Site): Record<string, string> {
  const c =
    site.criteria.find((k) => k.type === 'amount' || k.type === 'number') ??
    site.criteria.find((k) => k.type === 'yes-no' || k.type === 'one-of');
  if (!c) throw new Error('the content has no criterion a query can answer wrongly');
  return { [c.field]: c.type === 'amount' || c.type === 'number' ? '-5' : 'maybe' };
}

/** The first field of the content's criteria. */
export function firstField(site: Site): string {
  return site.criteria[0]?.field ?? '?';
}
