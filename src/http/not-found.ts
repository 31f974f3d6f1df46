// Real 404s: JSON under /api/ (and for clients preferring JSON), a short Markdown body pointing to the maps elsewhere.
import { markdownTokensHeader } from '../render/markdown/token-estimate.js';
import { errorResponse } from './errors.js';
import { preferMediaType } from './negotiate.js';
import { CORS_HEADERS, encodeUtf8, type PlainResponse } from './plain-response.js';

/** Markdown first: at equal weight (or for a bare *∕*) the short Markdown note is the answer. */
const NOT_FOUND_TYPES = ['text/markdown', 'text/html', 'application/json'];

export function notFound(baseUrl: string, path: string, accept: string | undefined): PlainResponse {
  const hint = `See ${baseUrl}/sitemap.xml for pages and ${baseUrl}/llms.txt for an index written for agents.`;
  const underApi = path === '/api' || path.startsWith('/api/');
  if (underApi) {
    return errorResponse(baseUrl, 404, 'not_found', `Nothing at ${path}.`, {
      hint: `The API's paths are listed in ${baseUrl}/openapi.json.`,
    });
  }
  // Outside /api/ the body depends on Accept, so caches must key on it.
  if (preferMediaType(accept, NOT_FOUND_TYPES) === 'application/json') {
    return errorResponse(baseUrl, 404, 'not_found', `Nothing at ${path}.`, {
      hint,
      headers: { vary: 'Accept, Accept-Encoding' },
    });
  }
  // The path is echoed inside a code span, so it is cut short and cannot close the span.
  const shown = path.slice(0, 200).replaceAll('`', '%60');
  const text = `# Not found\n\nThere is no page at \`${shown}\`.\n\n- Pages: [${baseUrl}/sitemap.xml](${baseUrl}/sitemap.xml)\n- For agents: [${baseUrl}/llms.txt](${baseUrl}/llms.txt)\n`;
  const body = encodeUtf8(text);
  return {
    status: 404,
    headers: {
      'content-type': 'text/markdown; charset=utf-8',
      'content-length': String(body.byteLength),
      'cache-control': 'no-store',
      // Negotiated like every page (the spec's rule), so caches key on both.
      vary: 'Accept, Accept-Encoding',
      ...markdownTokensHeader(text),
      ...CORS_HEADERS,
    },
    body,
  };
}
