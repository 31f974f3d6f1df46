// The spec's Error resource as data: every error body the API sends, built by the same functions everywhere.
import type { ApiError } from './schemas.js';

/** Largest request body any endpoint reads (POST /api/fit and POST /mcp). */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** A request line longer than this is refused with 414: every real URL of the site is far shorter. */
export const URL_LIMIT_BYTES = 8 * 1024;
/** Request line plus headers; more is refused with 431 while parsing, before any route runs. */
export const HEADER_LIMIT_BYTES = 16 * 1024;

/** A refusal the server makes before routing (the same on every path), as its status and Error fields. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  hint: string;
}

export const URI_TOO_LONG: Refusal = {
  status: 414,
  code: 'uri_too_long',
  message: `The request target is longer than ${URL_LIMIT_BYTES} bytes.`,
  hint: 'Every URL of this site is short; see /sitemap.xml and /llms.txt.',
};

export const HEADERS_TOO_LARGE: Refusal = {
  status: 431,
  code: 'headers_too_large',
  message: `The request headers are larger than ${HEADER_LIMIT_BYTES} bytes or too many.`,
  hint: 'Send fewer or smaller headers.',
};

export function refusalBody(baseUrl: string, r: Refusal): ApiError {
  return errorBody(baseUrl, r.status, r.code, r.message, { hint: r.hint });
}

export interface ErrorDetails {
  hint?: string;
  issues?: { path: string; message: string }[];
  /** How many problems there are in all when issues lists only the first few. */
  issueCount?: number;
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
      ...(d.issueCount !== undefined ? { issueCount: d.issueCount } : {}),
    },
  };
}

export function methodNotAllowedBody(baseUrl: string, method: string, allow: string): ApiError {
  return errorBody(baseUrl, 405, 'method_not_allowed', `${method} is not allowed here.`, {
    hint: `Use ${allow.replace(/, OPTIONS$/, '')}.`,
  });
}

export function pageNotFoundBody(baseUrl: string, slug: string): ApiError {
  // Same words as the example on the developers page.
  return errorBody(baseUrl, 404, 'page_not_found', `There is no page with the slug '${slug}'.`, {
    hint: 'Call GET /api/pages to list the available slugs.',
  });
}

export function payloadTooLargeBody(baseUrl: string): ApiError {
  return errorBody(baseUrl, 413, 'payload_too_large', 'The request body is larger than 64 KB.', {
    hint: 'Send a smaller body: a FitRequest is a handful of fields.',
  });
}

/** Unexpected failures: the client learns only that it was not its fault; the cause is logged. */
export function internalErrorBody(baseUrl: string): ApiError {
  return errorBody(baseUrl, 500, 'internal_error', 'Something went wrong on our side.', {
    hint: 'Try again; if it keeps failing, tell us what you sent.',
  });
}
