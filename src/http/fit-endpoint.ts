// POST /api/fit over HTTP: the domain's pure answer as a PlainResponse, so every door answers it the same way.
import type { Site } from '../content/site.js';
import { answerFitText } from '../domain/fit/fit-answer.js';
import { fitResultJson } from '../domain/fit/fit-json.js';
import { jsonResponse, jsonTextResponse, type PlainResponse } from './plain-response.js';

export function answerFit(site: Site, text: string): PlainResponse {
  const answer = answerFitText(site, text);
  return answer.status === 200
    ? jsonTextResponse(200, fitResultJson(site, answer.body))
    : jsonResponse(answer.status, answer.body);
}
