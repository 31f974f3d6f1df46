// GET on the fit page with a query string: the human self-check rendered server-side, so a result is a shareable link.

import type { Site } from '../content/site.js';
import { perSite } from '../content/site-cache.js';
import { memoizeBounded } from '../domain/bounded-memo.js';
import { pageDiscoveryLinks, siteDiscoveryLinks } from '../domain/discovery.js';
import { fitFacts } from '../domain/log-facts.js';
import { fitPage } from '../domain/pages.js';
import { renderLinkHeader } from '../render/discovery-links.js';
import { renderFitPageBytes } from '../render/html/fit-page.js';
import { renderFitOutcomeMarkdown } from '../render/markdown/fit-outcome.js';
import { renderPageMarkdown } from '../render/markdown/page.js';
import { markdownTokensHeader } from '../render/markdown/token-estimate.js';
import { methodNotAllowed, notAcceptable } from './errors.js';
import { evaluateFitQuery, type FitQuery, fitQueryKey, queryOf, readFitQuery } from './fit-query.js';
import { type Encoding, preferEncoding, preferMediaType } from './negotiate.js';
import {
  encodeUtf8,
  type PlainResponse,
  SHARED_HEADERS,
  withHeaderList,
  withoutBody,
} from './plain-response.js';
import type { Compress } from './response-table.js';
import { HTML_SECURITY_HEADERS } from './surfaces/headers.js';

const TYPES = ['text/html', 'text/markdown'] as const;
const VARY = 'Accept, Accept-Encoding';

/** The fit page's Link headers, as the table's copy of the page sends them. */
const fitLinks = perSite('http:fit-page-links', (site) => ({
  html: renderLinkHeader(pageDiscoveryLinks(site, fitPage(site))),
  markdown: renderLinkHeader(siteDiscoveryLinks(site, { home: fitPage(site).slug === 'index' })),
}));

/** One fit page answer: the form as filled in and its result, in one representation and coding. */
function buildFitPage(site: Site, type: string, coding: Encoding, query: FitQuery, compress?: Compress) {
  const outcome = evaluateFitQuery(site, query);
  const markdown = type === 'text/markdown';
  const text = !markdown
    ? undefined
    : outcome
      ? renderFitOutcomeMarkdown(site, outcome)
      : renderPageMarkdown(site, fitPage(site));
  const plain =
    text === undefined
      ? renderFitPageBytes(site, fitPage(site), { values: query.values, outcome })
      : encodeUtf8(text);
  // Compressed like every other page when the server compresses (Node); the edge does it on Workers.
  const packed = coding === 'identity' ? undefined : compress?.(plain, coding);
  const body = packed && packed.byteLength < plain.byteLength ? packed : plain;
  return withHeaderList({
    facts: outcome?.kind === 'result' ? fitFacts(outcome.result, 'form') : undefined,
    status: outcome?.kind === 'problems' ? 422 : 200,
    headers: {
      'content-type': markdown ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8',
      'content-length': String(body.byteLength),
      ...(body !== plain ? { 'content-encoding': coding } : {}),
      // The answers are in the URL; no shared cache should keep them.
      'cache-control': 'no-store',
      vary: VARY,
      ...SHARED_HEADERS,
      // The result is built per form, so its size estimate is too.
      ...(text !== undefined ? markdownTokensHeader(text) : HTML_SECURITY_HEADERS),
      link: markdown ? fitLinks(site).markdown : fitLinks(site).html,
    },
    body,
  });
}

/**
 * Distinct answers remembered per site. A result link is shared and opened again (a prospect, a colleague,
 * an agent checking its own link), and an answer is pure in (site, form, representation, coding): a repeat
 * costs a lookup instead of ~46 µs of rendering and encoding (in-process, the sample's 21 KB page). Past the
 * bound the memory starts over, so a flood of distinct forms costs a render each, never memory; at 21 KB a
 * page the bound holds it under ~1.4 MB.
 */
export const MAX_KEPT_FIT_PAGES = 64;

interface PageArgs {
  type: string;
  coding: Encoding;
  query: FitQuery;
  compress: Compress | undefined;
}

const keptPages = perSite('http:fit-page-answers', (site) =>
  memoizeBounded(
    (_key, a: PageArgs) => buildFitPage(site, a.type, a.coding, a.query, a.compress),
    MAX_KEPT_FIT_PAGES,
  ),
);

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
  if (method !== 'GET' && method !== 'HEAD') return methodNotAllowed(site, method, 'GET, HEAD, OPTIONS');
  const type = preferMediaType(accept, TYPES);
  if (!type) return notAcceptable(site, ['text/html', 'text/markdown'], { vary: VARY });
  const query = readFitQuery(site, queryOf(url));
  const coding = encoding.compress ? preferEncoding(encoding.accept) : 'identity';
  const key = `${type}\u0001${coding}\u0001${fitQueryKey(site, query)}`;
  const kept = keptPages(site)(key, { type, coding, query, compress: encoding.compress });
  return method === 'HEAD' ? withoutBody(kept) : kept;
}
