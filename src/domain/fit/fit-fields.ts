// The FitRequest fields of a site, one per criterion: the zod schema, the quick check of a plain body, and
// the words an error or a hint uses to list them. Everything here is derived from offer.yaml's criteria.
import { z } from 'zod';
import type { FitCriterion, FitValue } from '../../content/fit-criteria.js';
import { MAX_TEXT_ANSWER } from '../../content/schemas/criterion-file.js';
import type { Site } from '../../content/site.js';
import { perSite } from '../../content/site-cache.js';
import { fillWords } from '../../content/words/fill.js';

/** A profile: any of the site's fields, each with an answer of its criterion's type. */
export type FitRequest = Readonly<Record<string, FitValue>>;

/** The schema of one answer, by its criterion's type: what OpenAPI, MCP and validation all read. */
function answerSchema(c: FitCriterion): z.ZodType {
  switch (c.declared.type) {
    case 'amount':
    case 'number':
      return z.number().min(0);
    case 'yes-no':
      return z.boolean();
    case 'one-of':
      return z.enum(c.declared.options as [string, ...string[]]);
    default:
      return z.string().max(MAX_TEXT_ANSWER);
  }
}

/**
 * FitRequest for these criteria. `describe` gives a field its description (the site's question, in its
 * language); without it the schema describes nothing, which is all validation needs.
 */
export function createFitRequestSchema(
  criteria: readonly FitCriterion[],
  described?: { field: (c: FitCriterion) => string; profile: string; examples: FitRequest[] },
) {
  const shape: Record<string, z.ZodType> = {};
  for (const c of criteria) {
    const schema = answerSchema(c);
    shape[c.field] = (described ? schema.describe(described.field(c)) : schema).optional();
  }
  return z.strictObject(shape).meta({
    ...(described ? { description: described.profile } : {}),
    // The "at least one field" rule, stated where generated clients and validators can see it.
    minProperties: 1,
    ...(described && described.examples.length > 0 ? { examples: described.examples } : {}),
  });
}

/** The schema validation runs, made once per site (the described one is the API's, in site-schemas.ts). */
export const fitRequestSchema = perSite('fit-request-schema', (site) =>
  createFitRequestSchema(site.criteria),
);

type Accepts = (value: unknown) => boolean;

const isAmount: Accepts = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isBoolean: Accepts = (v) => typeof v === 'boolean';
const isText: Accepts = (v) => typeof v === 'string' && v.length <= MAX_TEXT_ANSWER;

/** Each field's plain check, by name: what readPlainProfile looks a client's key up in. */
const plainChecks = perSite('fit-plain-checks', (site) => {
  const checks = new Map<string, Accepts>();
  for (const c of site.criteria) {
    const d = c.declared;
    if (d.type === 'one-of') {
      const options = new Set(d.options);
      checks.set(c.field, (v) => typeof v === 'string' && options.has(v));
    } else if (d.type === 'yes-no') checks.set(c.field, isBoolean);
    else if (d.type === 'text') checks.set(c.field, isText);
    else checks.set(c.field, isAmount);
  }
  return checks;
});

/**
 * A body that FitRequest plainly accepts, as it is, or undefined for zod to judge. Every fit check passes
 * here and nearly all are well-formed: zod's parse and copy were ~10% of a fit answer's JavaScript. Only
 * sound, not complete: whatever this lets through, the site's FitRequest accepts with the same data
 * (test/fit-fast-path.test.ts checks that against the schema); anything else goes to the schema.
 */
export function readPlainProfile(site: Site, input: unknown): FitRequest | undefined {
  if (typeof input !== 'object' || input === null || Object.getPrototypeOf(input) !== Object.prototype) {
    return undefined;
  }
  const checks = plainChecks(site);
  let fields = 0;
  for (const key in input) {
    // A Map, not the object: the key is the client's.
    const accepts = checks.get(key);
    if (accepts === undefined || !accepts((input as Record<string, unknown>)[key])) return undefined;
    fields++;
  }
  return fields > 0 ? (input as FitRequest) : undefined;
}

type FieldTypeWords = Site['words']['errors']['fieldTypes'];

interface TypeWords {
  key: string;
  one: string;
  many: string;
  values?: Readonly<Record<string, string>>;
}

/** The words naming one answer type, for one field and for several; a one-of lists its options. */
function typeWords(w: FieldTypeWords, c: FitCriterion, withCurrency: boolean): TypeWords {
  const d = c.declared;
  if (d.type === 'amount' && withCurrency)
    return { key: `amount ${c.currency}`, one: w.amount, many: w.amounts, values: { currency: c.currency } };
  if (d.type === 'amount' || d.type === 'number') return { key: 'number', one: w.number, many: w.numbers };
  if (d.type === 'yes-no') return { key: 'boolean', one: w.boolean, many: w.booleans };
  if (d.type === 'text') return { key: 'string', one: w.string, many: w.strings };
  // Never grouped: each one-of names its own options.
  const options = d.options.map((o) => JSON.stringify(o)).join(', ');
  return { key: `one-of ${c.field}`, one: w.oneOf, many: w.oneOf, values: { options } };
}

/**
 * "teamSize is a number >= 0, fundedNow and hiring are booleans, title is a string": the
 * fields grouped by type, in the order their types first appear, in the site's words (errors.fieldTypes).
 * `withCurrency` adds each amount's currency.
 */
function writeFieldTypes(site: Site, withCurrency: boolean): string {
  const w = site.words.errors.fieldTypes;
  const groups = new Map<string, Omit<TypeWords, 'key'> & { names: string[] }>();
  for (const c of site.criteria) {
    const { key, ...words } = typeWords(w, c, withCurrency);
    const group = groups.get(key) ?? { names: [] as string[], ...words };
    group.names.push(c.field);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((g) =>
      fillWords(g.names.length > 1 ? g.many : g.one, { ...g.values, fields: site.locale.list(g.names) }),
    )
    .join(', ');
}

/** Both forms, once per site: a refused profile's hint names them on every 422. */
const fieldTypes = perSite('fit-field-types', (site) => ({
  plain: writeFieldTypes(site, false),
  withCurrency: writeFieldTypes(site, true),
}));

/** The fields and their types as the API's hints state them, with each amount's currency or without. */
export function describeFieldTypes(site: Site, withCurrency: boolean): string {
  const both = fieldTypes(site);
  return withCurrency ? both.withCurrency : both.plain;
}

/** The fields as one line, in the criteria's order ("teamSize, fundedNow, title"). */
export const listFields = perSite('fit-field-list', (site) => site.criteria.map((c) => c.field).join(', '));

/**
 * The criteria an MCP prompt takes as arguments: those answered in words (text) or by choice (one-of), which
 * completion/complete can suggest. Numbers and yes/no answers are asked in the conversation.
 */
export const promptArguments = perSite('fit-prompt-arguments', (site): readonly FitCriterion[] =>
  site.criteria.filter((c) => c.type === 'text' || c.type === 'one-of'),
);
