// POST /api/fit over HTTP: the domain's pure answer as a PlainResponse, so every door answers it the same way.
import type { Site } from '../content/site.js';
import { answerFitText } from '../domain/fit/fit-answer.js';
import { fitFacts } from '../domain/log-facts.js';
import { jsonHeaders, jsonResponse, type PlainResponse, plainResponse } from './plain-response.js';

/**
 * The in-browser tools (WebMCP, the fit form's agent-invoked submit) call this endpoint with
 * `X-Offer-Surface: webmcp`: the log tells their checks apart, and their hand-off links say webmcp.
 */
export const SURFACE_HEADER = 'x-offer-surface';

export function answerFit(site: Site, text: string, surfaceHeader: string | undefined): PlainResponse {
  const surface = surfaceHeader === 'webmcp' ? 'webmcp' : 'api';
  const answer = answerFitText(site, text, surface);
  if (answer.status !== 200) return jsonResponse(answer.status, answer.body);
  // The profile's bytes, encoded once while it is kept: a repeated check sends them as they are.
  const { bytes } = answer.kept;
  return plainResponse(200, jsonHeaders(bytes.byteLength), bytes, fitFacts(answer.body, surface));
}
