// The offer's fit criteria as every surface reads them: field, type, rule, the criterion's words over its
// type's defaults, and its texts filled in the site's language. Built once per site.
import type { ContentProblem } from './errors.js';
import type { SiteLocale } from './locale.js';
import type { CriterionFile, CriterionType } from './schemas/criterion-file.js';
import type { OfferFile } from './schemas/offer-file.js';
import { expandStrings, reportUnknownTokens, type TokenProblem, type TokenValues } from './tokens.js';
import type { OwnCriterionWords } from './words/criterion-words.js';
import type { Words } from './words/defaults.js';
import { fillWords } from './words/fill.js';
import { WORDS_FILE } from './words/resolve-words.js';

/** What an answer may be: a number (amount, number), a boolean (yes-no) or a string (one-of, text). */
export type FitValue = number | boolean | string;

export interface FitCriterion {
  readonly id: string;
  /** The FitRequest property agents send and the form's control name. */
  readonly field: string;
  readonly type: CriterionType;
  readonly weight: number;
  readonly required: boolean;
  /** offer.yaml's declaration, {{tokens}} expanded: the rule's min, max, pass, options and accepts. */
  readonly declared: CriterionFile;
  /** The currency of an amount (its own, else the price's); the price's for the other types. */
  readonly currency: string;
  /** Its words: words.yaml fit.criteria.<id> over fit.types.<type>, {placeholders} unfilled. */
  readonly words: Readonly<Record<string, string>>;
  /** one-of: every option's label, in the site's words (the option as written without one). */
  readonly optionLabels: ReadonlyMap<string, string>;
  /** An answer that passes: the examples' value. */
  readonly example: FitValue;
  /**
   * What its {placeholders} stand for ({criterion}, {min}, {max}, {band}, {currency}, {accepts}, {options},
   * {example}), each formatted on first read: the first Intl formatter loads ~7 MB of locale data, which
   * start-up should not pay for a text only a later request reads.
   */
  readonly values: Readonly<Record<string, string>>;
  /** The criterion's text with its placeholders filled. */
  readonly text: string;
  /** The question (form, MCP prompt, skill), the form's label and help. */
  readonly question: string;
  /**
   * The question as the FitRequest field's description asks it: the currency as its code, as the rest of that
   * description writes it ("in EUR? … in whole EUR"), and no formatter at start-up, which builds the schemas.
   */
  readonly fieldQuestion: string;
  readonly label: string;
  readonly help: string;
}

/** Middle of a range, rounded to two significant digits so it reads like a real answer; inside the range. */
export function roundedMiddle(min: number, max: number): number {
  const middle = (min + max) / 2;
  if (middle < 100) return Math.round(middle);
  const unit = 10 ** (Math.floor(Math.log10(middle)) - 1);
  const rounded = Math.round(middle / unit) * unit;
  return rounded >= min && rounded <= max ? rounded : min;
}

function exampleAnswer(c: CriterionFile): FitValue {
  switch (c.type) {
    case 'amount':
    case 'number': {
      const min = c.min ?? 0;
      return roundedMiddle(min, c.max ?? (min > 0 ? min * 3 : 100));
    }
    case 'yes-no':
      return c.pass;
    default:
      return c.accepts[0] ?? '';
  }
}

/** Properties computed on first read and kept: each value's formatting happens once, when a text needs it. */
function lazy(compute: Readonly<Record<string, () => string>>): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [key, make] of Object.entries(compute)) {
    Object.defineProperty(out, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = make();
        Object.defineProperty(out, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return out;
}

/**
 * How an accepted answer reads in a sentence: an id spelled as words ("thought-leader" as "thought leader"); in
 * German with its capital, as the nouns these answers are ("Beraterin", not "beraterin"). Criteria, notes and
 * the fit columns all show answers so.
 */
export function spellAnswer(value: string, tag: string): string {
  const words = value.replace(/-/g, ' ');
  return tag.split('-')[0]?.toLowerCase() === 'de'
    ? words.charAt(0).toLocaleUpperCase('de') + words.slice(1)
    : words;
}

function valuesOf(
  c: CriterionFile,
  currency: string,
  labels: ReadonlyMap<string, string>,
  words: Words,
  locale: SiteLocale,
  text: () => string,
) {
  const hasRange = c.type === 'amount' || c.type === 'number';
  const min = hasRange ? c.min : undefined;
  const max = hasRange ? c.max : undefined;
  const label = (o: string) => labels.get(o) ?? o;
  const end = (value: number) => (c.type === 'amount' ? locale.money(value, currency) : locale.number(value));
  const band = () => {
    if (min !== undefined && max !== undefined)
      return c.type === 'amount'
        ? locale.moneyRange(min, max, currency)
        : fillWords(words.fit.range.between, { min: locale.number(min), max: locale.number(max) });
    if (min !== undefined) return fillWords(words.fit.range.atLeast, { min: end(min) });
    return max === undefined ? '' : fillWords(words.fit.range.atMost, { max: end(max) });
  };
  const example = exampleAnswer(c);
  return lazy({
    criterion: text,
    // As the prices show it: "600.000 €" beside "4.800 €", never "EUR" in one line and "€" in the next.
    currency: () => locale.currencyLabel(currency),
    min: () => (min === undefined ? '' : locale.number(min)),
    max: () => (max === undefined ? '' : locale.number(max)),
    band,
    example: () => (typeof example === 'number' ? locale.number(example) : String(example)),
    accepts: () =>
      c.type === 'text'
        ? locale.list(c.accepts.map((a) => spellAnswer(a, locale.tag)))
        : c.type === 'one-of'
          ? locale.list(c.accepts.map(label))
          : '',
    options: () => (c.type === 'one-of' ? locale.list(c.options.map(label)) : ''),
  });
}

/**
 * The criteria in offer.yaml's order. `own` is words.yaml's fit.criteria, already checked against them
 * (criterion-words.ts); its {{tokens}} are expanded here.
 */
export function buildCriteria(
  offer: OfferFile,
  own: Readonly<Record<string, OwnCriterionWords>> | undefined,
  words: Words,
  locale: SiteLocale,
  tokens: TokenValues,
  problems: ContentProblem[],
): FitCriterion[] {
  const unknown: TokenProblem[] = [];
  const expanded = own ? expandStrings(own, tokens, unknown, 'fit.criteria') : {};
  reportUnknownTokens(WORDS_FILE, unknown, problems);
  return offer.criteria.map((declared) => {
    const mine = Object.hasOwn(expanded, declared.id) ? expanded[declared.id] : undefined;
    const { options, ...texts } = mine ?? {};
    const merged: Record<string, string> = { ...words.fit.types[declared.type] };
    for (const [key, value] of Object.entries(texts)) if (typeof value === 'string') merged[key] = value;
    const labels = new Map<string, string>();
    if (declared.type === 'one-of') {
      const given = typeof options === 'object' ? options : {};
      for (const o of declared.options) labels.set(o, Object.hasOwn(given, o) ? (given[o] ?? o) : o);
    }
    const currency = (declared.type === 'amount' && declared.currency) || offer.price.currency;
    const values = valuesOf(declared, currency, labels, words, locale, () => filled.text as string);
    const fill = (key: string) => () => fillWords(merged[key] ?? '', values);
    // The same values with the currency as its code; the others still formatted only if the question uses them.
    const codeValues = lazy(
      Object.fromEntries(
        Object.keys(values).map((k) => [k, () => (k === 'currency' ? currency : (values[k] ?? ''))]),
      ),
    );
    const filled = lazy({
      text: () => fillWords(declared.criterion, values),
      question: fill('question'),
      fieldQuestion: () => fillWords(merged.question ?? '', codeValues),
      label: fill('label'),
      help: fill('help'),
    });
    return {
      id: declared.id,
      field: declared.field,
      type: declared.type,
      weight: declared.weight,
      required: declared.required,
      declared,
      currency,
      words: merged,
      optionLabels: labels,
      example: exampleAnswer(declared),
      values,
      get text() {
        return filled.text as string;
      },
      get question() {
        return filled.question as string;
      },
      get fieldQuestion() {
        return filled.fieldQuestion as string;
      },
      get label() {
        return filled.label as string;
      },
      get help() {
        return filled.help as string;
      },
    };
  });
}
