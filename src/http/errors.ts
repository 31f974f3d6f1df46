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
