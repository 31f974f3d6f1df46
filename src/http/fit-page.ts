// GET on the fit page with a query string: the human self-check rendered server-side, so a result is a shareable link.

import type { Site } from '../content/site.js';
import { perSite } from '../content/site-cache.js';
import { blankControls } from '../domain/client-echo.js';
import { pageDiscoveryLinks, siteDiscoveryLinks } from '../domain/discovery.js';
import { checkFit, validateFitRequest } from '../domain/fit/fit.js';
import { fitFacts } from '../domain/log-facts.js';
import { fitPage } from '../domain/pages.js';
import { renderLinkHeader } from '../render/discovery-links.js';
import { FIT_FIELDS } from '../render/fit-labels.js';
import type { FitFormValues } from '../render/html/fit-form.js';
import { renderFitPageBytes } from '../render/html/fit-page.js';
import type { FitOutcome } from '../render/html/fit-result.js';
import { renderFitOutcomeMarkdown } from '../render/markdown/fit-outcome.js';
import { renderPageMarkdown } from '../render/markdown/page.js';
import { markdownTokensHeader } from '../render/markdown/token-estimate.js';
import { errorResponse, methodNotAllowed } from './errors.js';
import { preferEncoding, preferMediaType } from './negotiate.js';
import { encodeUtf8, type PlainResponse, SHARED_HEADERS } from './plain-response.js';
import type { Compress } from './response-table.js';
import { HTML_SECURITY_HEADERS } from './surfaces/headers.js';

const TYPES = ['text/html', 'text/markdown'] as const;
const VARY = 'Accept, Accept-Encoding';
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
const TRUE_WORDS = new Set(['true', 'yes', 'on', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'off', '0']);

export interface FitQuery {
  /** Whether any of the four fields is in the query at all (tracking parameters alone do not count). */
  present: boolean;
  /** The raw strings, to refill the form exactly as typed. */
  values: FitFormValues;
  /** A FitRequest-like object: blanks omitted, conversions applied, anything unconvertible left for validation. */
  input: Record<string, unknown>;
}

/** Reads the four FitRequest fields from a query; other parameters (utm_*, fbclid) are ignored, not rejected. */
export function readFitQuery(params: URLSearchParams): FitQuery {
  const query: FitQuery = { present: false, values: {}, input: {} };
  for (const { name, kind } of FIT_FIELDS) {
    const given = params.get(name);
    if (given === null) continue;
    // A form cannot hold control characters: any in the URL count as spaces, so none is shown back.
    const raw = blankControls(given);
    query.present = true;
    query.values[name] = raw;
    const text = raw.trim();
    if (text === '') continue;
    if (kind === 'number') {
      const digits = text.replace(/[,_\s]/g, '');
      query.input[name] = DECIMAL.test(digits) ? Number(digits) : raw;
    } else if (kind === 'boolean') {
      const word = text.toLowerCase();
      query.input[name] = TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : raw;
    } else {
      query.input[name] = raw;
    }
  }
  return query;
}

/** The fit page's Link headers, as the table's copy of the page sends them. */
const fitLinks = perSite('http:fit-page-links', (site) => ({
  html: renderLinkHeader(pageDiscoveryLinks(site, fitPage(site))),
  markdown: renderLinkHeader(siteDiscoveryLinks(site, { home: fitPage(site).slug === 'index' })),
}));

export function evaluateFitQuery(site: Site, query: FitQuery): FitOutcome | undefined {
  if (!query.present) return undefined;
  const validation = validateFitRequest(query.input, site.locale.validationErrors);
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
function queryOf(url: string): URLSearchParams {
  const q = url.indexOf('?');
  const end = url.indexOf('#');
  return new URLSearchParams(q === -1 ? '' : url.slice(q + 1, end > q ? end : undefined));
}

/**
 * `url` is the request URL (or only its path and query): nothing here reads its host, because a page's
 * links come from BASE_URL alone and a malformed Host (xn--, 999.1.1.1) must not turn into a 500.
 */
export function answerFitPage(
  site: Site,
  method: string,
  url: string,
  accept: string | undefined,
  encoding: { accept?: string | undefined; compress?: Compress | undefined } = {},
): PlainResponse {
  const base = site.baseUrl;
  if (method !== 'GET' && method !== 'HEAD') return methodNotAllowed(base, method, 'GET, HEAD, OPTIONS');
  const type = preferMediaType(accept, TYPES);
  if (!type) {
    return errorResponse(base, 406, 'not_acceptable', 'No acceptable representation.', {
      hint: 'This URL is available as text/html or text/markdown.',
      headers: { vary: VARY },
    });
  }
  const page = fitPage(site);
  const query = readFitQuery(queryOf(url));
  const outcome = evaluateFitQuery(site, query);
  const status = outcome?.kind === 'problems' ? 422 : 200;
  const markdown = type === 'text/markdown';
  const text = !markdown
    ? undefined
    : outcome
      ? renderFitOutcomeMarkdown(site, outcome)
      : renderPageMarkdown(site, page);
  const plain =
    text === undefined ? renderFitPageBytes(site, page, { values: query.values, outcome }) : encodeUtf8(text);
  // Compressed like every other page when the server compresses (Node); the edge does it on Workers.
  const coding = encoding.compress ? preferEncoding(encoding.accept) : 'identity';
  const packed = coding === 'identity' ? undefined : encoding.compress?.(plain, coding);
  const body = packed && packed.byteLength < plain.byteLength ? packed : plain;
  return {
    facts: outcome?.kind === 'result' ? fitFacts(outcome.result) : undefined,
    status,
    headers: {
      'content-type': markdown ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8',
      'content-length': String(body.byteLength),
      ...(body !== plain ? { 'content-encoding': coding } : {}),
      // The answers are in the URL; no shared cache should keep them.
      'cache-control': 'no-store',
      vary: VARY,
      ...SHARED_HEADERS,
      // The result is built per request, so its size estimate is too.
      ...(text !== undefined ? markdownTokensHeader(text) : HTML_SECURITY_HEADERS),
      link: markdown ? fitLinks(site).markdown : fitLinks(site).html,
    },
    body: method === 'HEAD' ? null : body,
  };
}
