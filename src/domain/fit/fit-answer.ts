// POST /api/fit as a pure function of the body text: status and JSON body, the same for every door.
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { errorBody, wordedErrorBody } from '../api-errors.js';
import type { HandoffVia } from '../handoff.js';
import type { ApiError, FitResult } from '../schemas.js';
import { validateFitRequest } from './fit.js';
import { exampleProfileJson } from './fit-example.js';
import { describeFieldTypes } from './fit-fields.js';
import { type KeptFit, keptFit } from './kept-fit.js';

/** A result comes with its kept serialised forms, so the answer is sent as bytes made once per profile. */
export type FitAnswer =
  | { status: 200; body: FitResult; kept: KeptFit }
  | { status: 400 | 422; body: ApiError };

/** The body is parsed as JSON whatever Content-Type says: curl -d sends a form type. */
/** `via`: the surface asking (the API, or WebMCP through it), for the result's hand-off links. */
export function answerFitText(site: Site, text: string, via?: HandoffVia): FitAnswer {
  const w = site.words.errors;
  const example = { example: exampleProfileJson(site) };
  if (text.trim() === '') {
    return { status: 400, body: wordedErrorBody(site, 400, 'body_required', w.bodyRequired, example) };
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return { status: 400, body: wordedErrorBody(site, 400, 'invalid_json', w.invalidJson, example) };
  }
  const validation = validateFitRequest(site, input, site.locale.zodErrors);
  if (!validation.ok) {
    const words = validation.code === 'empty_profile' ? w.emptyProfile : w.validationFailed;
    return {
      status: 422,
      body: errorBody(site.baseUrl, 422, validation.code, validation.message, {
        hint: fillWords(words.hint, { ...example, fields: describeFieldTypes(site, false) }),
        issues: validation.issues,
        issueCount: validation.issueCount,
      }),
    };
  }
  const kept = keptFit(site, validation.profile, via);
  return { status: 200, body: kept.result, kept };
}
