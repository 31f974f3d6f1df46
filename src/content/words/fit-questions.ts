// One question per fit criterion, written once in the words: the form, the MCP prompt, the fit skill and the
// FitRequest descriptions in OpenAPI and MCP all read this list.
import type { SiteLocale } from '../locale.js';
import type { OfferFile } from '../schemas/offer-file.js';
import type { Words } from './defaults.js';
import { fillWords } from './fill.js';

/** The FitRequest field each criterion judges: the contract's names. */
export const CRITERION_FIELDS = {
  'revenue-band': 'annualRevenue',
  'founder-led': 'founderLed',
  'expert-role': 'role',
  'prior-positioning': 'priorPositioningWork',
} as const;

export type FitCriterionId = keyof typeof CRITERION_FIELDS;
export type FitFieldName = (typeof CRITERION_FIELDS)[FitCriterionId];

export interface FitQuestion {
  criterion: FitCriterionId;
  field: FitFieldName;
  /** The question as an assistant asks it, and as a schema describes the field. */
  question: string;
  /** The form's short label. */
  label: string;
  /** The form's help text under the label. */
  help: string;
}

/** Middle of the revenue band, rounded to two significant digits so it reads like a real answer. */
export function roundedMiddle(min: number, max: number): number {
  const middle = (min + max) / 2;
  if (middle < 100) return Math.round(middle);
  const unit = 10 ** (Math.floor(Math.log10(middle)) - 1);
  return Math.round(middle / unit) * unit;
}

/**
 * The questions in criterion order, {currency} and {example} filled from the offer: built once per site. The
 * example amount is formatted by Intl only when a text that names it is first read (by default the help, which
 * only the form shows): the process's first Intl formatter loads ICU's locale data (~7 MB resident, measured),
 * and the questions themselves are needed at start-up (the WebMCP script's schema descriptions, hashed).
 */
export function buildFitQuestions(words: Words, offer: OfferFile, locale: SiteLocale): FitQuestion[] {
  const { min, max, currency } = offer.bestFit.revenueRange;
  let example: string | undefined;
  const values = {
    currency,
    get example() {
      example ??= locale.number(roundedMiddle(min, max));
      return example;
    },
  };
  return (Object.keys(CRITERION_FIELDS) as FitCriterionId[]).map((criterion) => {
    const w = words.fit.criteria[criterion];
    let help: string | undefined;
    return {
      criterion,
      field: CRITERION_FIELDS[criterion],
      question: fillWords(w.question, values),
      label: fillWords(w.label, values),
      get help() {
        help ??= fillWords(w.help, values);
        return help;
      },
    };
  });
}

/** The questions keyed by FitRequest field, as the check_my_fit prompt lists them. */
export function questionsByField(questions: readonly FitQuestion[]): Record<FitFieldName, string> {
  return Object.fromEntries(questions.map((q) => [q.field, q.question])) as Record<FitFieldName, string>;
}
