// The one Error shape of the spec, built the same way by every door and surface.
import type { ApiError } from '../domain/schemas.js';
import { jsonResponse, type PlainResponse } from './plain-response.js';

export interface ErrorDetails {
  hint?: string;
  issues?: { path: string; message: string }[];
  headers?: Record<string, string>;
}

export function errorBody(
  baseUrl: string,
  status: number,
  code: string,
  message: string,
  d: ErrorDetails = {},
): ApiError {
  return {
    error: {
      code,
      message,
      status,
      ...(d.hint ? { hint: d.hint } : {}),
      docs: `${baseUrl}/openapi.json`,
      ...(d.issues ? { issues: d.issues } : {}),
    },
  };
}

export function errorResponse(
  baseUrl: string,
  status: number,
  code: string,
  message: string,
  d: ErrorDetails = {},
): PlainResponse {
  return jsonResponse(status, errorBody(baseUrl, status, code, message, d), d.headers);
}

export function methodNotAllowed(baseUrl: string, method: string, allow: string): PlainResponse {
  return errorResponse(baseUrl, 405, 'method_not_allowed', `${method} is not allowed here.`, {
    hint: `Use ${allow.replace(/, OPTIONS$/, '')}.`,
    headers: { allow },
  });
}

export function pageNotFound(baseUrl: string, slug: string): PlainResponse {
  // Same words as the example on the developers page.
  return errorResponse(baseUrl, 404, 'page_not_found', `There is no page with the slug '${slug}'.`, {
    hint: 'Call GET /api/pages to list the available slugs.',
  });
}

/** Unexpected failures: the client learns only that it was not its fault; the cause is logged. */
export function internalError(baseUrl: string): PlainResponse {
  return errorResponse(baseUrl, 500, 'internal_error', 'Something went wrong on our side.', {
    hint: 'Try again; if it keeps failing, tell us what you sent.',
  });
}
