// The spec's Error resource as data: every error body the API sends, built by the same functions everywhere.

import type { Words } from '../content/words/defaults.js';
import { fillWords } from '../content/words/fill.js';
import type { ApiError } from './schemas.js';

/** Largest request body any endpoint reads (POST /api/fit and POST /mcp). */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** A request line longer than this is refused with 414: every real URL of the site is far shorter. */
export const URL_LIMIT_BYTES = 8 * 1024;
/** Request line plus headers; more is refused with 431 while parsing, before any route runs. */
export const HEADER_LIMIT_BYTES = 16 * 1024;

/** The error words of a site (Words['errors']): every message and hint below is told in them. */
export type ErrorWords = Words['errors'];

/** What an error needs from its site: where its docs link points, and its words. A Site is one. */
export interface ErrorSite {
  baseUrl: string;
  words: { errors: ErrorWords };
}

/** A refusal the server makes before routing (the same on every path), as its status and Error fields. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  hint: string;
}

export function uriTooLong(w: ErrorWords): Refusal {
  const { message, hint } = w.uriTooLong;
  return { status: 414, code: 'uri_too_long', message: fillWords(message, { limit: URL_LIMIT_BYTES }), hint };
}

export function headersTooLarge(w: ErrorWords): Refusal {
  const { message, hint } = w.headersTooLarge;
  const text = fillWords(message, { limit: HEADER_LIMIT_BYTES });
  return { status: 431, code: 'headers_too_large', message: text, hint };
}

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

/** An error told by one entry of the error words ({message, hint}), its placeholders filled from `values`. */
export function wordedErrorBody(
  site: ErrorSite,
  status: number,
  code: string,
  words: { message: string; hint: string },
  values: Readonly<Record<string, string | number>> = {},
): ApiError {
  const message = fillWords(words.message, values);
  return errorBody(site.baseUrl, status, code, message, { hint: fillWords(words.hint, values) });
}

export function methodNotAllowedBody(site: ErrorSite, method: string, allow: string): ApiError {
  const allowed = allow.replace(/, OPTIONS$/, '');
  return wordedErrorBody(site, 405, 'method_not_allowed', site.words.errors.methodNotAllowed, {
    method,
    allow: allowed,
  });
}

export function pageNotFoundBody(site: ErrorSite, slug: string): ApiError {
  // Same words as the example on the developers page.
  return wordedErrorBody(site, 404, 'page_not_found', site.words.errors.pageNotFound, { slug });
}

export function payloadTooLargeBody(site: ErrorSite): ApiError {
  const limit = BODY_LIMIT_BYTES / 1024;
  return wordedErrorBody(site, 413, 'payload_too_large', site.words.errors.payloadTooLarge, { limit });
}

/** Unexpected failures: the client learns only that it was not its fault; the cause is logged. */
export function internalErrorBody(site: ErrorSite): ApiError {
  return wordedErrorBody(site, 500, 'internal_error', site.words.errors.internal);
}
