// Words people read for the fit check (verdicts, results, form fields), shared by the HTML, Markdown and script.
import type { Site } from '../content/site.js';
import { exampleProfile } from '../domain/fit/fit-example.js';
import type { FitCheck, FitRequest, FitResult } from '../domain/schemas.js';

export const VERDICT_LABELS: Record<FitResult['verdict'], string> = {
  'strong-fit': 'Strong fit',
  'possible-fit': 'Possible fit',
  'poor-fit': 'Poor fit',
  unknown: 'Not enough to go on',
};

export const RESULT_LABELS: Record<FitCheck['result'], string> = {
  pass: 'Pass',
  fail: 'Fail',
  unknown: 'Not answered',
};

export type FitField = keyof FitRequest;
export type FieldKind = 'number' | 'boolean' | 'text';

export interface FitFieldSpec {
  name: FitField;
  kind: FieldKind;
  label: string;
  hint: string;
}

/** The four FitRequest fields in form order; names are the API's, so a query string reads like the JSON body. */
export const FIT_FIELDS: readonly FitFieldSpec[] = [
  {
    name: 'annualRevenue',
    kind: 'number',
    label: 'Annual revenue per year',
    hint: 'In whole units of the currency. A rough figure is enough.',
  },
  {
    name: 'founderLed',
    kind: 'boolean',
    label: 'Does your own name carry the brand?',
    hint: 'Clients buy you, not a company or product name.',
  },
  {
    name: 'role',
    kind: 'text',
    label: 'Your role',
    hint: 'Pick a suggestion or type your own.',
  },
  {
    name: 'priorPositioningWork',
    kind: 'boolean',
    label: 'Have you already paid for positioning, pitch decks or personal-brand help?',
    hint: 'Earlier work is useful input, not wasted.',
  },
];

export const BOOLEAN_CHOICES = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
  { value: '', label: 'Rather not say' },
] as const;

export function scoreText(result: FitResult): string {
  return result.score ? `${result.score.earned} of ${result.score.available} points` : '';
}

/** A field's label and hint for this site: the revenue question names the content's currency and a fitting example. */
export function describeField(site: Site, spec: FitFieldSpec): { label: string; hint: string } {
  if (spec.name !== 'annualRevenue') return spec;
  const currency = site.offer.bestFit.revenueRange.currency;
  return {
    label: `Annual revenue (${currency} per year)`,
    hint: `Whole ${currency}, for example ${exampleProfile(site).annualRevenue}. A rough figure is enough.`,
  };
}
