// The fit check's fields and the words people read for them (verdicts, results, form labels), shared by the
// HTML, the Markdown, the skill and the script; every word comes from the site's words.
import type { Site } from '../content/site.js';
import { perSite } from '../content/site-cache.js';
import { fillWords } from '../content/words/fill.js';
import type { FitQuestion } from '../content/words/fit-questions.js';
import type { FitCheck, FitRequest, FitResult } from '../domain/schemas.js';

export type FitField = keyof FitRequest;
export type FieldKind = 'number' | 'boolean' | 'text';

export interface FitFieldSpec {
  name: FitField;
  kind: FieldKind;
}

/** The four FitRequest fields in form order; names are the API's, so a query string reads like the JSON body. */
export const FIT_FIELDS: readonly FitFieldSpec[] = [
  { name: 'annualRevenue', kind: 'number' },
  { name: 'founderLed', kind: 'boolean' },
  { name: 'role', kind: 'text' },
  { name: 'priorPositioningWork', kind: 'boolean' },
];

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

type DescribedField = Readonly<FitQuestion & { hint: string }>;

/** Each field's words, made once per site: every fit result page asks for all four. */
const describedFields = perSite('fit-field-words', (site) => {
  const fields = new Map<FitField, DescribedField>();
  // The first question for a field wins, as a search through the list would find it.
  for (const q of site.fitQuestions)
    if (!fields.has(q.field)) fields.set(q.field, Object.freeze({ ...q, hint: q.help }));
  return fields;
});

/** A field's question, label and help for this site (the words' fit questions, filled per site). */
export function describeField(site: Site, spec: Pick<FitFieldSpec, 'name'>): DescribedField {
  const described = describedFields(site).get(spec.name);
  if (!described) throw new Error(`describeField: no fit question for ${spec.name}`);
  return described;
}
