// The fit self-check: the published criteria applied mechanically to a profile; always indicative.
import type { z } from 'zod';
import type { Site } from '../content/site.js';
import { blankControls, echoClientText } from './client-echo.js';
import { formatMoney, formatNumber } from './offer.js';
import {
  type FitCheck,
  type FitRequest,
  FitRequestSchema,
  type FitResult,
  MAX_REPORTED_ISSUES,
} from './schemas.js';

type Verdict = FitResult['verdict'];
type Outcome = Pick<FitCheck, 'result' | 'note'>;

export type FitValidation =
  | { ok: true; profile: FitRequest }
  | {
      ok: false;
      code: 'validation_failed' | 'empty_profile';
      message: string;
      /** The first MAX_REPORTED_ISSUES problems. */
      issues: FieldIssue[];
      /** How many problems there are in all (issues may list fewer). */
      issueCount: number;
    };

export interface FieldIssue {
  path: string;
  message: string;
}

/** Validates an already-parsed JSON body against FitRequest, the same way for the API, MCP and the HTML form. */
export function validateFitRequest(input: unknown): FitValidation {
  const result = FitRequestSchema.safeParse(input);
  if (!result.success) {
    return {
      ok: false,
      code: 'validation_failed',
      message: 'The profile does not match FitRequest.',
      issues: describeFieldIssues(result.error),
      issueCount: countFieldIssues(result.error),
    };
  }
  if (Object.keys(result.data).length === 0) {
    return {
      ok: false,
      code: 'empty_profile',
      message: 'The profile is empty: supply at least one field.',
      issues: [
        { path: '', message: 'at least one of annualRevenue, founderLed, role, priorPositioningWork' },
      ],
      issueCount: 1,
    };
  }
  return { ok: true, profile: result.data };
}

/**
 * The first MAX_REPORTED_ISSUES problems: a 64 KB body of unknown keys holds thousands, and listing them
 * all made an answer seven times the size of its request. Paths name client keys, so they are echoed only
 * through echoClientText (bounded, one line, no control characters).
 */
export function describeFieldIssues(error: z.ZodError, max = MAX_REPORTED_ISSUES): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.')];
    const message =
      issue.code === 'unrecognized_keys' ? 'unknown property; not part of FitRequest' : issue.message;
    for (const path of paths) {
      if (issues.length === max) return issues;
      issues.push({ path: echoClientText(path), message });
    }
  }
  return issues;
}

/** Every problem, counting each unknown key once. */
export function countFieldIssues(error: z.ZodError): number {
  return error.issues.reduce(
    (n, issue) => n + (issue.code === 'unrecognized_keys' ? issue.keys.length : 1),
    0,
  );
}

/**
 * Role as people type it ("Thought Leader", "thought_leader ") in the form the offer lists ("thought-leader").
 * Control characters count as spaces, so none of them reaches a note that echoes the role.
 */
export function normaliseRole(role: string): string {
  return blankControls(role)
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

const filledTexts = new WeakMap<Site, Map<string, string>>();

/** Criterion text with {min}, {max}, {currency} and {roles} filled from bestFit; memoised per site (hot path). */
export function criterionText(site: Site, text: string): string {
  let texts = filledTexts.get(site);
  if (!texts) {
    texts = new Map();
    filledTexts.set(site, texts);
  }
  let filled = texts.get(text);
  if (filled === undefined) {
    const { revenueRange, roles } = site.offer.bestFit;
    filled = text
      .replaceAll('{min}', formatNumber(revenueRange.min))
      .replaceAll('{max}', formatNumber(revenueRange.max))
      .replaceAll('{currency}', revenueRange.currency)
      .replaceAll('{roles}', roles.join(', '));
    texts.set(text, filled);
  }
  return filled;
}

function evaluate(site: Site, id: FitCheck['id'], p: FitRequest): Outcome {
  const { revenueRange: band, roles } = site.offer.bestFit;
  const bandText = criterionText(site, '{min} to {max} {currency}');
  switch (id) {
    case 'revenue-band': {
      if (p.annualRevenue === undefined) return { result: 'unknown', note: 'annualRevenue was not given.' };
      const revenue = formatMoney(p.annualRevenue, band.currency);
      if (p.annualRevenue < band.min)
        return { result: 'fail', note: `${revenue} is below the ${bandText} band.` };
      if (p.annualRevenue > band.max)
        return { result: 'fail', note: `${revenue} is above the ${bandText} band.` };
      return { result: 'pass', note: `${revenue} is inside the ${bandText} band.` };
    }
    case 'founder-led':
      if (p.founderLed === undefined) return { result: 'unknown', note: 'founderLed was not given.' };
      return p.founderLed
        ? { result: 'pass', note: "The founder's own name carries the brand." }
        : {
            result: 'fail',
            note: "The brand is not the founder's own name; the week is built for name-led brands.",
          };
    case 'expert-role': {
      const role = p.role === undefined ? '' : normaliseRole(p.role);
      if (role === '') return { result: 'unknown', note: 'role was not given.' };
      return roles.includes(role)
        ? { result: 'pass', note: `"${role}" is one of the roles the offer is built for.` }
        : { result: 'fail', note: `"${role}" is not one of ${roles.join(', ')}.` };
    }
    case 'prior-positioning':
      if (p.priorPositioningWork === undefined)
        return { result: 'unknown', note: 'priorPositioningWork was not given.' };
      return p.priorPositioningWork
        ? { result: 'pass', note: 'Prior positioning work gives the week material to build on.' }
        : { result: 'fail', note: 'No prior positioning work; the week starts from a blank page.' };
    default:
      return { result: 'unknown' };
  }
}

export function checkFit(site: Site, profile: FitRequest): FitResult {
  const criteria = site.offer.criteria;
  // Named fields, not object spread: this runs on every fit check and spread copies were its main cost.
  const evaluated = criteria.map((c) => {
    const { result, note } = evaluate(site, c.id, profile);
    return { id: c.id, criterion: c.criterion, weight: c.weight, required: c.required, result, note };
  });
  const checks: FitCheck[] = evaluated.map((c) => ({
    id: c.id,
    criterion: criterionText(site, c.criterion),
    result: c.result,
    ...(c.note ? { note: c.note } : {}),
  }));
  const earned = evaluated.filter((c) => c.result === 'pass').reduce((sum, c) => sum + c.weight, 0);
  const available = evaluated.reduce((sum, c) => sum + c.weight, 0);
  const required = evaluated.filter((c) => c.required);
  let verdict: Verdict = 'possible-fit';
  if (required.some((c) => c.result === 'fail')) verdict = 'poor-fit';
  else if (evaluated.every((c) => c.result === 'pass')) verdict = 'strong-fit';
  else if (required.every((c) => c.result === 'unknown')) verdict = 'unknown';
  return {
    verdict,
    score: { earned, available },
    checks,
    recommendation: recommend(site, verdict),
    disclaimer: site.offer.fitDisclaimer,
  };
}

function recommend(site: Site, verdict: Verdict): string {
  const { links, email } = site.identity;
  switch (verdict) {
    case 'strong-fit':
      return `Every published criterion passes. If the week fits your calendar, book it directly at ${links.checkout}; questions first? Book a call at ${links.booking}.`;
    case 'possible-fit':
      return `No required criterion fails, but not everything passes or is known. Book a short call at ${links.booking} to see whether the week fits.`;
    case 'unknown':
      return 'Neither required criterion is answered. Come back with your annual revenue (USD) and whether your own name is the brand.';
    default:
      return `A required criterion fails, so this week is unlikely to be the right spend for you now. If something here is wrong or your situation changes, write to ${email}.`;
  }
}
