// OpenAPI examples produced by the real code paths on the real content, so they can never drift from the API.
import type { FitCriterion, FitValue } from '../../content/fit-criteria.js';
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import {
  BODY_LIMIT_BYTES,
  internalErrorBody,
  methodNotAllowedBody,
  pageNotFoundBody,
  payloadTooLargeBody,
} from '../../domain/api-errors.js';
import { checkFit, matchAnswer } from '../../domain/fit/fit.js';
import { answerFitText } from '../../domain/fit/fit-answer.js';
import { exampleProfile } from '../../domain/fit/fit-example.js';
import { buildHealth } from '../../domain/health.js';
import { buildOffer } from '../../domain/offer.js';
import { apiPages, listPages } from '../../domain/pages.js';
import type { ApiError, FitRequest, FitResult } from '../../domain/schemas.js';
import { buildPageResource } from '../markdown/page.js';
import { typedAnswer } from './text.js';

export interface Example {
  summary: string;
  value: unknown;
}

export type Examples = Record<string, Example>;

type Profile = Record<string, FitValue>;

/**
 * A value of the criterion's field that fails it on this content, or undefined when no answer can. Also the
 * screenshots' and the layout test's verdict profiles (scripts/fit-profiles.ts).
 */
export function failingAnswer(site: Site, c: FitCriterion): FitValue | undefined {
  const d = c.declared;
  switch (d.type) {
    case 'amount':
    case 'number':
      if (d.min !== undefined && d.min > 0) return Math.floor(d.min / 2);
      return d.max === undefined ? undefined : d.max * 2 + 1;
    case 'yes-no':
      return !d.pass;
    case 'one-of':
      return d.options.find((o) => !d.accepts.includes(o));
    default:
      return ['generalist', 'volunteer', 'student'].find((r) => !matchAnswer(site, c, r));
  }
}

/** One profile per verdict the content can produce; the request and the 200 response share these names. */
export function fitProfiles(site: Site): Record<string, { summary: string; profile: FitRequest }> {
  const strong: Profile = { ...exampleProfile(site) };
  const criteria = site.criteria;
  const required = criteria.filter((c) => c.required);
  const optional = criteria.filter((c) => !c.required);
  const w = site.words.agents.openapi;
  const profiles: Record<string, { summary: string; profile: Profile }> = {
    strongFit: { summary: w.exampleStrong, profile: strong },
  };
  const soft = optional.find((c) => failingAnswer(site, c) !== undefined);
  const text = criteria.find((c) => c.declared.type === 'text');
  if (soft) {
    const profile: Profile = { ...strong };
    if (text) profile[text.field] = typedAnswer(site, String(strong[text.field]));
    profile[soft.field] = failingAnswer(site, soft) as FitValue;
    profiles.possibleFit = { summary: fillWords(w.examplePossible, { id: soft.id }), profile };
  } else if (required[0]) {
    const { [required[0].field]: _left, ...profile } = strong;
    profiles.possibleFit = {
      summary: fillWords(w.examplePossibleUnanswered, { id: required[0].id }),
      profile,
    };
  }
  const hard = required.find((c) => failingAnswer(site, c) !== undefined);
  if (hard) {
    profiles.poorFit = {
      summary: fillWords(w.examplePoor, { id: hard.id }),
      profile: { ...strong, [hard.field]: failingAnswer(site, hard) as FitValue },
    };
  }
  const known = Object.fromEntries(optional.map((c) => [c.field, strong[c.field] as FitValue]));
  if (required.length > 0 && Object.keys(known).length > 0) {
    profiles.unknown = { summary: w.exampleUnknown, profile: known };
  }
  return profiles;
}

export function fitRequestExamples(site: Site): Examples {
  return Object.fromEntries(
    Object.entries(fitProfiles(site)).map(([name, p]) => [name, { summary: p.summary, value: p.profile }]),
  );
}

export function fitResultExamples(site: Site): Examples {
  return Object.fromEntries(
    Object.entries(fitProfiles(site)).map(([name, p]) => [
      name,
      { summary: p.summary, value: checkFit(site, p.profile) },
    ]),
  );
}

export function successExamples(site: Site) {
  const page = apiPages(site).find((p) => p.slug !== 'index') ?? apiPages(site)[0];
  return {
    health: buildHealth(site),
    offer: buildOffer(site),
    pages: listPages(site),
    page: page ? buildPageResource(site, page) : undefined,
  };
}

/** JSON as the examples write it by hand: a space after each colon and comma. */
const spaced = (value: unknown) => JSON.stringify(value).replaceAll(',"', ', "').replaceAll('":', '": ');

/**
 * A body with a wrong value for the first fields that can have one (a negative number, a yes/no as a word,
 * a number for a text), and a property no criterion declares.
 */
function invalidBody(site: Site): string {
  const body: Record<string, unknown> = {};
  const first = (types: readonly string[]) => site.criteria.find((c) => types.includes(c.type));
  const number = first(['amount', 'number']);
  if (number) body[number.field] = -5;
  const yesNo = first(['yes-no']);
  if (yesNo) body[yesNo.field] = 'yes';
  if (!number && !yesNo) {
    const other = site.criteria[0];
    if (other) body[other.field] = 5;
  }
  const unknown = ['budget', 'budgetUnknown'].find((k) => !site.criteria.some((c) => c.field === k));
  body[unknown ?? 'unknownProperty'] = 20000;
  return spaced(body);
}

const one = (summary: string, body: ApiError | FitResult): Examples =>
  'error' in body ? { [body.error.code]: { summary, value: body } } : {};
const fitError = (site: Site, text: string) => answerFitText(site, text).body;

export function errorExamples(site: Site) {
  const w = site.words.agents.openapi;
  return {
    badRequest: {
      ...one(w.exampleInvalidJson, fitError(site, `{"${site.criteria[0]?.field ?? 'answer'}": `)),
      ...one(w.exampleNoBody, fitError(site, '')),
    },
    pageNotFound: one(w.exampleUnknownSlug, pageNotFoundBody(site, w.exampleMissingSlug)),
    postNotAllowed: one(w.exampleGetOnPost, methodNotAllowedBody(site, 'GET', 'POST, OPTIONS')),
    getNotAllowed: one(w.examplePostOnRead, methodNotAllowedBody(site, 'POST', 'GET, HEAD, OPTIONS')),
    payloadTooLarge: one(
      fillWords(w.exampleTooLarge, { limit: BODY_LIMIT_BYTES / 1024 }),
      payloadTooLargeBody(site),
    ),
    unprocessable: {
      ...one(w.exampleValidation, fitError(site, invalidBody(site))),
      ...one(w.exampleEmpty, fitError(site, '{}')),
    },
    internalError: one(w.exampleInternal, internalErrorBody(site)),
  };
}
