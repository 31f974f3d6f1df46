// The one Error shape of the spec as HTTP responses, built the same way by every door and surface.

import { fillWords } from '../content/words/fill.js';
import {
  type ErrorDetails,
  type ErrorSite,
  errorBody,
  internalErrorBody,
  methodNotAllowedBody,
  pageNotFoundBody,
  wordedErrorBody,
} from '../domain/api-errors.js';
import { echoClientText } from '../domain/client-echo.js';
import { jsonResponse, type PlainResponse } from './plain-response.js';

export function errorResponse(
  baseUrl: string,
  status: number,
  code: string,
  message: string,
  d: ErrorDetails & { headers?: Record<string, string> } = {},
): PlainResponse {
  return jsonResponse(status, errorBody(baseUrl, status, code, message, d), d.headers);
}

/** An error told by one entry of the site's error words, with its placeholders filled. */
export function wordedError(
  site: ErrorSite,
  status: number,
  code: string,
  words: { message: string; hint: string },
  options: { values?: Readonly<Record<string, string | number>>; headers?: Record<string, string> } = {},
): PlainResponse {
  return jsonResponse(status, wordedErrorBody(site, status, code, words, options.values), options.headers);
}

export function methodNotAllowed(site: ErrorSite, method: string, allow: string): PlainResponse {
  // Node only parses known methods, but other runtimes pass any token through: echo it bounded.
  return jsonResponse(405, methodNotAllowedBody(site, echoClientText(method, 32), allow), { allow });
}

export function pageNotFound(site: ErrorSite, slug: string): PlainResponse {
  return jsonResponse(404, pageNotFoundBody(site, slug));
}

export function internalError(site: ErrorSite): PlainResponse {
  return jsonResponse(500, internalErrorBody(site));
}

/** 406: Accept names none of `types`, which the hint lists ("text/html or text/markdown"). */
export function notAcceptable(
  site: ErrorSite,
  types: readonly string[],
  headers?: Record<string, string>,
): PlainResponse {
  const w = site.words.errors.notAcceptable;
  const listed = types.reduce((first, second) => fillWords(w.or, { first, second }));
  return wordedError(site, 406, 'not_acceptable', w, {
    values: { types: listed },
    ...(headers ? { headers } : {}),
  });
}
