// POST /api/fit as a pure function of the body text, so every door answers it the same way.
import type { Site } from '../content/site.js';
import { checkFit, validateFitRequest } from '../domain/fit.js';
import { errorResponse } from './errors.js';
import { jsonResponse, type PlainResponse } from './plain-response.js';

const EXAMPLE = '{"annualRevenue": 2400000, "founderLed": true, "role": "coach"}';

/** The body is parsed as JSON whatever Content-Type says: curl -d sends a form type. */
export function answerFit(site: Site, text: string): PlainResponse {
  const base = site.baseUrl;
  if (text.trim() === '') {
    return errorResponse(base, 400, 'body_required', 'A JSON body is required.', {
      hint: `Send a FitRequest object, for example ${EXAMPLE}.`,
    });
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return errorResponse(base, 400, 'invalid_json', 'The body is not valid JSON.', {
      hint: `Check quotes and commas; a valid body looks like ${EXAMPLE}.`,
    });
  }
  const validation = validateFitRequest(input);
  if (!validation.ok) {
    return errorResponse(base, 422, validation.code, validation.message, {
      hint:
        validation.code === 'empty_profile'
          ? `Supply at least one field, for example ${EXAMPLE}.`
          : 'Fix the fields listed in issues: annualRevenue is a number >= 0, founderLed and priorPositioningWork are booleans, role is a string; no other properties.',
      issues: validation.issues,
    });
  }
  return jsonResponse(200, checkFit(site, validation.profile));
}
