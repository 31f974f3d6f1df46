// Real 404s: JSON under /api/ (and for clients preferring JSON), a short Markdown body pointing to the maps elsewhere.
import { errorResponse } from './errors.js';
import { preferMediaType } from './negotiate.js';
import { CORS_HEADERS, encodeUtf8, type PlainResponse } from './plain-response.js';

export function notFound(baseUrl: string, path: string, accept: string | undefined): PlainResponse {
  const hint = `See ${baseUrl}/sitemap.xml for pages and ${baseUrl}/llms.txt for an index written for agents.`;
  const preferred = preferMediaType(accept, ['text/markdown', 'text/html', 'application/json']);
  const wantsJson = path === '/api' || path.startsWith('/api/') || preferred === 'application/json';
  if (wantsJson) return errorResponse(baseUrl, 404, 'not_found', `Nothing at ${path}.`, { hint });
  const body = encodeUtf8(
    `# Not found\n\nThere is no page at \`${path.slice(0, 200)}\`.\n\n- Pages: [${baseUrl}/sitemap.xml](${baseUrl}/sitemap.xml)\n- For agents: [${baseUrl}/llms.txt](${baseUrl}/llms.txt)\n`,
  );
  return {
    status: 404,
    headers: {
      'content-type': 'text/markdown; charset=utf-8',
      'content-length': String(body.byteLength),
      'cache-control': 'no-store',
      vary: 'Accept',
      ...CORS_HEADERS,
    },
    body,
  };
}
