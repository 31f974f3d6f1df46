// POST /api/fit as a pure function of the body text: status and JSON body, the same for every door.
import type { Site } from '../../content/site.js';
import { errorBody } from '../api-errors.js';
import type { ApiError, FitResult } from '../schemas.js';
import { validateFitRequest } from './fit.js';
import { exampleProfileJson } from './fit-example.js';
import { type KeptFit, keptFit } from './kept-fit.js';

/** A result comes with its kept serialised forms, so the answer is sent as bytes made once per profile. */
export type FitAnswer =
  | { status: 200; body: FitResult; kept: KeptFit }
  | { status: 400 | 422; body: ApiError };

/** The body is parsed as JSON whatever Content-Type says: curl -d sends a form type. */
export function answerFitText(site: Site, text: string): FitAnswer {
  const base = site.baseUrl;
  const EXAMPLE = exampleProfileJson(site);
  if (text.trim() === '') {
    return {
      status: 400,
      body: errorBody(base, 400, 'body_required', 'A JSON body is required.', {
        hint: `Send a FitRequest object, for example ${EXAMPLE}.`,
      }),
    };
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return {
      status: 400,
      body: errorBody(base, 400, 'invalid_json', 'The body is not valid JSON.', {
        hint: `Check quotes and commas; a valid body looks like ${EXAMPLE}.`,
      }),
    };
  }
  const validation = validateFitRequest(input);
  if (!validation.ok) {
    return {
      status: 422,
      body: errorBody(base, 422, validation.code, validation.message, {
        hint:
          validation.code === 'empty_profile'
            ? `Supply at least one field, for example ${EXAMPLE}.`
            : 'Fix the fields listed in issues: annualRevenue is a number >= 0, founderLed and priorPositioningWork are booleans, role is a string; no other properties.',
        issues: validation.issues,
        issueCount: validation.issueCount,
      }),
    };
  }
  const kept = keptFit(site, validation.profile);
  return { status: 200, body: kept.result, kept };
}
