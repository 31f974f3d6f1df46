// The fit self-check: the published criteria applied mechanically to a profile; always indicative.
import type { z } from 'zod';
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import type { ErrorWords } from '../api-errors.js';
import { echoClientText } from '../client-echo.js';
import type { HandoffVia } from '../handoff.js';
import { type FitCheck, type FitRequest, type FitResult, MAX_REPORTED_ISSUES } from '../schemas.js';
import { fitRequestSchema, listFields, readPlainProfile } from './fit-fields.js';
import { evaluateCriterion, recommend } from './fit-rules.js';

type Verdict = FitResult['verdict'];

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

/**
 * Validates an already-parsed JSON body against FitRequest, the same way for the API, MCP and the HTML form;
 * the site's words word the two messages, `errors` zod's per-field messages in its language.
 */
export function validateFitRequest(site: Site, input: unknown, errors?: z.core.$ZodErrorMap): FitValidation {
  const w: ErrorWords = site.words.errors;
  const plain = readPlainProfile(site, input);
  if (plain) return { ok: true, profile: plain };
  const result = fitRequestSchema(site).safeParse(input, errors ? { error: errors } : undefined);
  if (!result.success) {
    return {
      ok: false,
      code: 'validation_failed',
      message: w.validationFailed.message,
      issues: describeFieldIssues(result.error, fillWords(w.unknownProperty, { schema: 'FitRequest' })),
      issueCount: countFieldIssues(result.error),
    };
  }
  if (Object.keys(result.data).length === 0) {
    return {
      ok: false,
      code: 'empty_profile',
      message: w.emptyProfile.message,
      issues: [{ path: '', message: fillWords(w.emptyProfile.issue, { fields: listFields(site) }) }],
      issueCount: 1,
    };
  }
  return { ok: true, profile: result.data as FitRequest };
}

/**
 * The first MAX_REPORTED_ISSUES problems: a 64 KB body of unknown keys holds thousands, and listing them
 * all made an answer seven times the size of its request. Paths name client keys, so they are echoed only
 * through echoClientText (bounded, one line, no control characters).
 */
export function describeFieldIssues(
  error: z.ZodError,
  unknownKey: string,
  max = MAX_REPORTED_ISSUES,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const issue of error.issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.')];
    const message = issue.code === 'unrecognized_keys' ? unknownKey : issue.message;
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

/** `via`: the surface that gives the result, whose hand-off links its recommendation carries (see recommend). */
export function checkFit(site: Site, profile: FitRequest, via?: HandoffVia): FitResult {
  // One pass with named fields: this runs on every fit check, and array chains and spread copies were most
  // of its cost.
  const checks: FitCheck[] = [];
  let earned = 0;
  let available = 0;
  let allPass = true;
  let requiredFails = false;
  let requiredAllUnknown = true;
  for (const c of site.criteria) {
    // The field is the content's name, never a client's: a profile is read by what the criteria declare.
    const { result, note } = evaluateCriterion(site, c, profile[c.field]);
    const criterion = c.text;
    checks.push(note ? { id: c.id, criterion, result, note } : { id: c.id, criterion, result });
    available += c.weight;
    if (result === 'pass') earned += c.weight;
    else allPass = false;
    if (c.required) {
      if (result === 'fail') requiredFails = true;
      if (result !== 'unknown') requiredAllUnknown = false;
    }
  }
  let verdict: Verdict = 'possible-fit';
  if (requiredFails) verdict = 'poor-fit';
  else if (allPass) verdict = 'strong-fit';
  else if (requiredAllUnknown) verdict = 'unknown';
  return {
    verdict,
    score: { earned, available },
    checks,
    recommendation: recommend(site, verdict, via),
    disclaimer: site.offer.fitDisclaimer,
  };
}

export { matchAnswer, normaliseAnswer } from './fit-rules.js';
