// The fit page's query: the site's FitRequest fields read from a URL, evaluated, and keyed for the kept pages.
import type { Site } from '../content/site.js';
import { blankControls } from '../domain/client-echo.js';
import { checkFit, validateFitRequest } from '../domain/fit/fit.js';
import type { FitOutcome } from '../render/html/fit-result.js';

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
const TRUE_WORDS = new Set(['true', 'yes', 'on', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'off', '0']);

export interface FitQuery {
  /** Whether any of the fields is in the query at all (tracking parameters alone do not count). */
  present: boolean;
  /** The raw strings, to refill the form exactly as typed. */
  values: Record<string, string>;
  /** A FitRequest-like object: blanks omitted, conversions applied, anything unconvertible left for validation. */
  input: Record<string, unknown>;
}

/** Reads the site's FitRequest fields from a query; other parameters (utm_*, fbclid) are ignored, not rejected. */
export function readFitQuery(site: Site, params: URLSearchParams): FitQuery {
  const query: FitQuery = { present: false, values: {}, input: {} };
  for (const { field: name, type } of site.criteria) {
    const given = params.get(name);
    if (given === null) continue;
    // A form cannot hold control characters: any in the URL count as spaces, so none is shown back.
    const raw = blankControls(given);
    query.present = true;
    query.values[name] = raw;
    const text = raw.trim();
    if (text === '') continue;
    if (type === 'amount' || type === 'number') {
      const digits = text.replace(/[,_\s]/g, '');
      query.input[name] = DECIMAL.test(digits) ? Number(digits) : raw;
    } else if (type === 'yes-no') {
      const word = text.toLowerCase();
      query.input[name] = TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : raw;
    } else {
      query.input[name] = raw;
    }
  }
  return query;
}

/**
 * The form's values as one string that tells every distinct form apart: the page depends on nothing else
 * of the query. Control characters were blanked when the values were read, so U+0000 (between fields) and
 * U+0001 (an absent field, unlike an empty one) cannot occur inside a value.
 */
export function fitQueryKey(site: Site, query: FitQuery): string {
  let key = '';
  for (const { field } of site.criteria) key += `${query.values[field] ?? '\u0001'}\u0000`;
  return key;
}

export function evaluateFitQuery(site: Site, query: FitQuery): FitOutcome | undefined {
  if (!query.present) return undefined;
  const validation = validateFitRequest(site, query.input, site.locale.validationErrors);
  if (!validation.ok)
    return {
      kind: 'problems',
      code: validation.code,
      message: validation.message,
      issues: validation.issues,
    };
  return { kind: 'result', result: checkFit(site, validation.profile) };
}

/** The query of a request URL as sent, read without URL: a URL parse would also judge the Host in it. */
export function queryOf(url: string): URLSearchParams {
  const q = url.indexOf('?');
  const end = url.indexOf('#');
  return new URLSearchParams(q === -1 ? '' : url.slice(q + 1, end > q ? end : undefined));
}
