// The one Error shape of the spec as HTTP responses, built the same way by every door and surface.
import {
  type ErrorDetails,
  errorBody,
  internalErrorBody,
  methodNotAllowedBody,
  pageNotFoundBody,
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

export function methodNotAllowed(baseUrl: string, method: string, allow: string): PlainResponse {
  // Node only parses known methods, but other runtimes pass any token through: echo it bounded.
  return jsonResponse(405, methodNotAllowedBody(baseUrl, echoClientText(method, 32), allow), { allow });
}

export function pageNotFound(baseUrl: string, slug: string): PlainResponse {
  return jsonResponse(404, pageNotFoundBody(baseUrl, slug));
}

export function internalError(baseUrl: string): PlainResponse {
  return jsonResponse(500, internalErrorBody(baseUrl));
}
