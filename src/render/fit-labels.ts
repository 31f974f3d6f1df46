// The fit check's fields and the words people read for them (verdicts, results, form labels), shared by the
// HTML, the Markdown, the skill and the script; every word comes from the site's words.
import type { FitCriterion } from '../content/fit-criteria.js';
import type { Site } from '../content/site.js';
import { perSite } from '../content/site-cache.js';
import { fillWords } from '../content/words/fill.js';
import type { FitCheck, FitResult } from '../domain/schemas.js';

/** A yes/no field's three radios, in order, labelled with fit.form.yes, no and skip. */
export function booleanChoices(site: Site): { value: string; label: string }[] {
  const { yes, no, skip } = site.words.fit.form;
  return [
    { value: 'true', label: yes },
    { value: 'false', label: no },
    { value: '', label: skip },
  ];
}

export function verdictLabel(site: Site, verdict: FitResult['verdict']): string {
  return site.words.verdict[verdict];
}

export function resultLabel(site: Site, result: FitCheck['result']): string {
  return site.words.checkResult[result];
}

export function scoreText(site: Site, result: FitResult): string {
  return result.score ? fillWords(site.words.fit.result.score, result.score) : '';
}

/** Each criterion by its field, once per site: a problem names a field, and a page links it to its control. */
const byField = perSite('fit-criteria-by-field', (site) => new Map(site.criteria.map((c) => [c.field, c])));

/** The criterion whose FitRequest field is `field` (a name from a problem's path), if there is one. */
export function criterionOfField(site: Site, field: string): FitCriterion | undefined {
  return byField(site).get(field);
}
