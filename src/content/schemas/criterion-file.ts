// offer.yaml `criteria`: each criterion declares the FitRequest field agents send, its type and what passes.
import { z } from 'zod';
import { suggestKey } from '../schema-keys.js';
import { placeholdersOf } from '../words/parse-words.js';
import { currencyCode, text } from './common.js';

/** The answer types a criterion may ask for; each has its own rule keys, words and form control. */
export const CRITERION_TYPES = ['amount', 'number', 'yes-no', 'one-of', 'text'] as const;
export type CriterionType = (typeof CRITERION_TYPES)[number];

export const MAX_CRITERIA = 12;

/** Longest text answer, in UTF-16 code units (what zod's max counts). */
export const MAX_TEXT_ANSWER = 200;

/** The {placeholders} a criterion's own text may use, per type: each is filled from the criterion's rule. */
export const CRITERION_PLACEHOLDERS: Readonly<Record<CriterionType, readonly string[]>> = {
  amount: ['min', 'max', 'currency', 'band'],
  number: ['min', 'max', 'band'],
  'yes-no': [],
  'one-of': ['accepts', 'options'],
  text: ['accepts'],
};

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
/** An option is what agents send and a key of its words: lower-case words joined by hyphens, any script. */
const OPTION = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

/**
 * Field names no criterion may take. Every JavaScript object already has these properties, so a profile
 * without the field would still seem to hold one; the page's own anchors would be given twice.
 */
export const RESERVED_FIELDS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype).filter((name) => CAMEL.test(name)),
  'main',
  'guarantee',
]);

const fieldName = z
  .string()
  .max(40, 'must be at most 40 characters')
  .regex(CAMEL, 'must be camelCase: a lower-case letter, then letters and digits, such as teamSize')
  .refine((name) => !RESERVED_FIELDS.has(name), {
    error: (issue) =>
      `"${String(issue.input)}" is reserved (the code or the page already uses the name); choose another, such as "${String(issue.input)}Answer"`,
  });

const option = z
  .string()
  .max(60, 'must be at most 60 characters')
  .regex(OPTION, 'must be lower-case words joined by hyphens, such as series-a');

const common = {
  id: z.string().regex(KEBAB, 'must be kebab-case, such as revenue-band'),
  field: fieldName,
  criterion: text,
  weight: z.int().min(1),
  required: z.boolean(),
};

const range = { min: z.number().min(0).optional(), max: z.number().min(0).optional() };

const AmountCriterion = z.strictObject({
  ...common,
  type: z.literal('amount'),
  ...range,
  /** Defaults to the price's currency. */
  currency: currencyCode.optional(),
});
const NumberCriterion = z.strictObject({ ...common, type: z.literal('number'), ...range });
const YesNoCriterion = z.strictObject({
  ...common,
  type: z.literal('yes-no'),
  pass: z.boolean().default(true),
});
const OneOfCriterion = z.strictObject({
  ...common,
  type: z.literal('one-of'),
  options: z.array(option).min(2, 'list at least two options').max(20),
  accepts: z.array(option).min(1, 'list at least one accepted option'),
});
const TextCriterion = z.strictObject({
  ...common,
  type: z.literal('text'),
  accepts: z.array(text).min(1, 'list at least one accepted answer'),
});

function describeType(input: unknown): string {
  const type = typeof input === 'object' && input !== null ? (input as { type?: unknown }).type : undefined;
  const known = CRITERION_TYPES.join(', ');
  if (type === undefined) return `required: one of ${known}`;
  const near = typeof type === 'string' ? suggestKey(type, CRITERION_TYPES) : undefined;
  return `unknown type ${JSON.stringify(type)}; ${near ? `did you mean "${near}"? ` : ''}use one of ${known}`;
}

export const CriterionFileSchema = z.discriminatedUnion(
  'type',
  [AmountCriterion, NumberCriterion, YesNoCriterion, OneOfCriterion, TextCriterion],
  {
    error: (issue) =>
      issue.code === 'invalid_union' ? describeType(issue.input) : 'must be a map with id, field and type',
  },
);

export type CriterionFile = z.infer<typeof CriterionFileSchema>;

type Issue = { path: (string | number)[]; message: string };

/** The mistakes one criterion can make on its own: a rule that cannot pass, options it does not list. */
function checkRule(c: CriterionFile): Issue[] {
  const issues: Issue[] = [];
  if (c.type === 'amount' || c.type === 'number') {
    if (c.min === undefined && c.max === undefined)
      issues.push({ path: ['min'], message: 'give min, max or both: the range of answers that pass' });
    if (c.min !== undefined && c.max !== undefined && c.min > c.max)
      issues.push({ path: ['min'], message: `min (${c.min}) is above max (${c.max}); swap them` });
  }
  if (c.type === 'one-of') {
    c.options.forEach((o, i) => {
      if (c.options.indexOf(o) !== i)
        issues.push({ path: ['options', i], message: `"${o}" is listed twice` });
    });
    c.accepts.forEach((a, i) => {
      if (!c.options.includes(a))
        issues.push({
          path: ['accepts', i],
          message: `"${a}" is not one of the options (${c.options.join(', ')}); add it to options or correct it`,
        });
    });
  }
  const allowed = CRITERION_PLACEHOLDERS[c.type];
  for (const name of placeholdersOf(c.criterion)) {
    if (!allowed.includes(name))
      issues.push({
        path: ['criterion'],
        message: `{${name}} is not filled in ${/^[aeiou]/.test(c.type) ? 'an' : 'a'} ${c.type} criterion; ${allowed.length ? `it may use ${allowed.map((p) => `{${p}}`).join(', ')}` : 'it takes no placeholders'}`,
      });
  }
  return issues;
}

/** Across the list: every id and every field once, so each answer and each check has one owner. */
export function checkCriteria(criteria: readonly CriterionFile[]): Issue[] {
  const issues: Issue[] = [];
  criteria.forEach((c, i) => {
    const sameId = criteria.findIndex((other) => other.id === c.id);
    if (sameId < i)
      issues.push({ path: [i, 'id'], message: `"${c.id}" is also the id of criteria.${sameId}` });
    const sameField = criteria.findIndex((other) => other.field === c.field);
    if (sameField < i)
      issues.push({
        path: [i, 'field'],
        message: `"${c.field}" is already the field of criteria.${sameField} (${criteria[sameField]?.id}); each criterion needs a field of its own`,
      });
    for (const issue of checkRule(c)) issues.push({ path: [i, ...issue.path], message: issue.message });
  });
  return issues;
}
