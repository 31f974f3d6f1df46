// POST /api/fit over HTTP: the domain's pure answer as a PlainResponse, so every door answers it the same way.
import type { Site } from '../content/site.js';
import { answerFitText } from '../domain/fit/fit-answer.js';
import { fitResultJson } from '../domain/fit/fit-json.js';
import { fitFacts } from '../domain/log-facts.js';
import { jsonResponse, jsonTextResponse, type PlainResponse } from './plain-response.js';

export function answerFit(site: Site, text: string): PlainResponse {
  const answer = answerFitText(site, text);
  if (answer.status !== 200) return jsonResponse(answer.status, answer.body);
  const response = jsonTextResponse(200, fitResultJson(site, answer.body));
  response.facts = fitFacts(answer.body);
  return response;
}
