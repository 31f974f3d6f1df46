// Real 404s: JSON under /api/ (and for clients preferring JSON), a short Markdown body pointing to the maps elsewhere.
import { echoClientText } from '../domain/client-echo.js';
import { errorResponse } from './errors.js';
import { preferMediaType } from './negotiate.js';
import { encodeUtf8, type PlainResponse, SHARED_HEADERS } from './plain-response.js';

/** Markdown first: at equal weight (or for a bare *∕*) the short Markdown note is the answer. */
const NOT_FOUND_TYPES = ['text/markdown', 'text/html', 'application/json'];

/**
 * Every body echoes the path through echoClientText only, which percent-encodes it again: one bounded line
 * with no control character, space or backtick, so the Markdown note shows it in a code span it cannot
 * close, and no body carries lines, links or HTML that a client wrote.
 */
export function notFound(baseUrl: string, path: string, accept: string | undefined): PlainResponse {
  const hint = `See ${baseUrl}/sitemap.xml for pages and ${baseUrl}/llms.txt for an index written for agents.`;
  const shown = echoClientText(path);
  const underApi = path === '/api' || path.startsWith('/api/');
  if (underApi) {
    return errorResponse(baseUrl, 404, 'not_found', `Nothing at ${shown}.`, {
      hint: `The API's paths are listed in ${baseUrl}/openapi.json.`,
    });
  }
  // Outside /api/ the body depends on Accept, so caches must key on it.
  if (preferMediaType(accept, NOT_FOUND_TYPES) === 'application/json') {
    return errorResponse(baseUrl, 404, 'not_found', `Nothing at ${shown}.`, {
      hint,
      headers: { vary: 'Accept' },
    });
  }
  const body = encodeUtf8(
    `# Not found\n\nThere is no page at \`${shown}\`.\n\n- Pages: [${baseUrl}/sitemap.xml](${baseUrl}/sitemap.xml)\n- For agents: [${baseUrl}/llms.txt](${baseUrl}/llms.txt)\n`,
  );
  return {
    status: 404,
    headers: {
      'content-type': 'text/markdown; charset=utf-8',
      'content-length': String(body.byteLength),
      'cache-control': 'no-store',
      vary: 'Accept',
      ...SHARED_HEADERS,
    },
    body,
  };
}
