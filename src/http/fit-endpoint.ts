// POST /api/fit over HTTP: the domain's pure answer as a PlainResponse, so every door answers it the same way.
import type { Site } from '../content/site.js';
import { answerFitText } from '../domain/fit-answer.js';
import { jsonResponse, type PlainResponse } from './plain-response.js';

export function answerFit(site: Site, text: string): PlainResponse {
  const { status, body } = answerFitText(site, text);
  return jsonResponse(status, body);
}
