// Real 404s: JSON under /api/ (and for clients preferring JSON), a styled HTML page for browsers, and a short
// Markdown body pointing to the maps for everyone else.
import type { Site } from '../content/site.js';
import { fillWords } from '../content/words/fill.js';
import type { ErrorSite } from '../domain/api-errors.js';
import { echoClientText } from '../domain/client-echo.js';
import { renderNotFoundHtml } from '../render/html/not-found.js';
import { markdownTokensHeader } from '../render/markdown/token-estimate.js';
import { errorResponse } from './errors.js';
import { type Encoding, preferEncoding, preferMediaType } from './negotiate.js';
import {
  encodeUtf8,
  type PlainResponse,
  plainResponse,
  SHARED_HEADERS,
  withHeaderList,
} from './plain-response.js';
import type { Compress } from './response-table.js';
import { HTML_SECURITY_HEADERS } from './surfaces/headers.js';

/** Markdown first: at equal weight (or for a bare *∕*) the short Markdown note is the answer. */
const NOT_FOUND_TYPES = ['text/markdown', 'text/html', 'application/json'];
/** Outside /api/ the body depends on Accept (and, for HTML, on Accept-Encoding), so caches must key on both. */
const VARY = 'Accept, Accept-Encoding';

/** The browser 404, rendered once per site and compressed once, since it echoes nothing from the request. */
export interface HtmlNotFound {
  /** The whole answer per content coding, headers listed once: nothing of it depends on the request. */
  responses: Record<Encoding, PlainResponse>;
  /** The Markdown note's words in the site's language: "# {heading}", "{text}" with {path}, two link labels. */
  markdown: { heading: string; text: string; pages: string; agents: string; colon: string };
}

/** The browser page as one prepared answer per content coding, headers listed once. */
function prepareHtmlAnswers(html: string, compress?: Compress): HtmlNotFound['responses'] {
  const identity = encodeUtf8(html);
  const pack = (encoding: 'br' | 'gzip') => {
    const packed = compress?.(identity, encoding);
    return packed && packed.byteLength < identity.byteLength ? packed : identity;
  };
  const answer = (encoding: Encoding, body: Uint8Array): PlainResponse =>
    withHeaderList({
      status: 404,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(body.byteLength),
        ...(body !== identity ? { 'content-encoding': encoding } : {}),
        'cache-control': 'no-store',
        vary: VARY,
        ...SHARED_HEADERS,
        ...HTML_SECURITY_HEADERS,
      },
      body,
    });
  return {
    identity: answer('identity', identity),
    gzip: answer('gzip', pack('gzip')),
    br: answer('br', pack('br')),
  };
}

/**
 * The site's 404 made once: the Markdown note's words now, the browser page on its first request (its footer
 * names the country through Intl, whose first formatter loads ICU's locale data, ~7 MB resident, and a
 * browser rarely asks a new server for a missing page first), then kept.
 */
export function prepareSiteNotFound(site: Site, compress?: Compress): HtmlNotFound {
  const w = site.words.notFound;
  const { colon } = site.words.typography;
  const markdown = { heading: w.nav, text: w.markdownText, pages: w.pages, agents: w.llms, colon };
  let responses: HtmlNotFound['responses'] | undefined;
  return {
    get responses() {
      responses ??= prepareHtmlAnswers(renderNotFoundHtml(site), compress);
      return responses;
    },
    markdown,
  };
}

export interface NotFoundOptions {
  /** The site's prepared 404: the HTML bodies and the Markdown note's words. */
  html: HtmlNotFound;
  acceptEncoding?: string;
}

/**
 * Every body echoes the path through echoClientText only, which percent-encodes it again: one bounded line
 * with no control character, space or backtick, so the Markdown note shows it in a code span it cannot
 * close, and no body carries lines, links or HTML that a client wrote. The HTML page echoes nothing.
 */
export function notFound(
  site: ErrorSite,
  path: string,
  accept: string | undefined,
  options: NotFoundOptions,
): PlainResponse {
  const { baseUrl } = site;
  const words = site.words.errors.notFound;
  const shown = echoClientText(path);
  const message = fillWords(words.message, { path: shown });
  const underApi = path === '/api' || path.startsWith('/api/');
  if (underApi) {
    const hint = fillWords(words.apiHint, { openapi: `${baseUrl}/openapi.json` });
    return errorResponse(baseUrl, 404, 'not_found', message, { hint });
  }
  const type = preferMediaType(accept, NOT_FOUND_TYPES);
  if (type === 'application/json') {
    const hint = fillWords(words.hint, { sitemap: `${baseUrl}/sitemap.xml`, llms: `${baseUrl}/llms.txt` });
    return errorResponse(baseUrl, 404, 'not_found', message, { hint, headers: { vary: VARY } });
  }
  if (type === 'text/html') return options.html.responses[preferEncoding(options.acceptEncoding)];
  const w = options.html.markdown;
  const there = fillWords(w.text, { path: `\`${shown}\`` });
  const text = `# ${w.heading}\n\n${there}\n\n- ${w.pages}${w.colon} [${baseUrl}/sitemap.xml](${baseUrl}/sitemap.xml)\n- ${w.agents}${w.colon} [${baseUrl}/llms.txt](${baseUrl}/llms.txt)\n`;
  const body = encodeUtf8(text);
  return plainResponse(
    404,
    {
      'content-type': 'text/markdown; charset=utf-8',
      'content-length': String(body.byteLength),
      'cache-control': 'no-store',
      vary: VARY,
      ...markdownTokensHeader(text),
      ...SHARED_HEADERS,
    },
    body,
  );
}
