// What the table does not hold: OPTIONS, POST /api/fit, /mcp, the UCP catalog, the fit answers page, /api/pages/{slug}, 404.
import type { Site } from '../../content/site.js';
import { echoClientText } from '../../domain/client-echo.js';
import { fitPage, pageSlugs } from '../../domain/page-set.js';
import { pagePath } from '../../domain/pages.js';
import { createMcpHandler } from '../../mcp/handler.js';
import { methodNotAllowed, pageNotFound, wordedError } from '../errors.js';
import { answerFit, SURFACE_HEADER } from '../fit-endpoint.js';
import { answerFitPage } from '../fit-page.js';
import { answerHandoff } from '../handoff-route.js';
import { answerMcpBody, createMcpRequestCheck } from '../mcp-endpoint.js';
import { notFound, prepareSiteNotFound } from '../not-found.js';
import { type PlainResponse, plainResponse, SHARED_HEADERS, withoutBody } from '../plain-response.js';
import { BODY_LIMIT_BYTES } from '../read-body.js';
import { answerFromTable, type Compress, type ResponseTable } from '../response-table.js';
import { DYNAMIC_ROUTES } from '../routes.js';
import { answerUcp, UCP_REST_OPERATIONS } from '../ucp-endpoint.js';
import type { BodyRoute, CoreRequest } from './core-request.js';
import { decodeSegment, normalisePercent, originForm, pathOf, withoutFragment } from './target.js';

const PREFLIGHT: PlainResponse = plainResponse(
  204,
  {
    ...SHARED_HEADERS,
    'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
    'access-control-allow-headers':
      'Content-Type, Accept, Authorization, If-None-Match, Mcp-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Param-Slug, Mcp-Session-Id, Last-Event-ID, X-Request-Id',
    'access-control-max-age': '86400',
  },
  null,
);

const PAGES_PREFIX = `${DYNAMIC_ROUTES.page.slice(0, DYNAMIC_ROUTES.page.indexOf(':'))}`;

/** A HEAD answer is its GET answer's head: same status and headers (Content-Length included), no body. */
const headOnly = (method: string, r: PlainResponse): PlainResponse =>
  method === 'HEAD' ? withoutBody(r) : r;

export function createDynamicRoutes(
  site: Site,
  table: ResponseTable,
  compress: Compress | undefined,
  failed: (error: unknown) => PlainResponse,
): (request: CoreRequest) => PlainResponse | BodyRoute {
  const apiSlugs = new Set<string>(pageSlugs(site));
  const fitPath = pagePath(fitPage(site).slug);
  const html404 = prepareSiteNotFound(site, compress);
  const mcp = createMcpHandler(site);
  const checkMcp = createMcpRequestCheck(site);
  const badTarget = wordedError(site, 400, 'bad_request', site.words.errors.badTarget);
  // A throw inside a body route is the core's too: internal_error, never a dropped connection.
  const bodyRoute = (answer: BodyRoute['answer']): BodyRoute => ({
    kind: 'body',
    limit: BODY_LIMIT_BYTES,
    answer: (request, body) => {
      try {
        return answer(request, body);
      } catch (error) {
        return failed(error);
      }
    },
  });
  const fit = bodyRoute((request, body) =>
    body.ok ? answerFit(site, body.text, request.header(SURFACE_HEADER)) : body.response,
  );
  const mcpBody = bodyRoute((request, body) => answerMcpBody(mcp, site, request.header, body));
  const ucpBodies = new Map(
    [...UCP_REST_OPERATIONS].map(([path, op]) => [
      path,
      bodyRoute((_request, body) => (body.ok ? answerUcp(site, op, body.text) : body.response)),
    ]),
  );

  const answerPage = (method: string, slug: string, header: CoreRequest['header']): PlainResponse => {
    if (method !== 'GET' && method !== 'HEAD') return methodNotAllowed(site, method, 'GET, HEAD, OPTIONS');
    // The table matches raw paths, so a percent-encoded spelling of a real slug (%61bout) lands here: serve it.
    const page = apiSlugs.has(slug) && answerFromTable(table, method, `${PAGES_PREFIX}${slug}`, header);
    return page || headOnly(method, pageNotFound(site, echoClientText(slug)));
  };

  return (request) => {
    const { method, header } = request;
    if (method === 'OPTIONS') return PREFLIGHT;
    const origin = originForm(request.target);
    if (origin === undefined || origin === '*') return headOnly(method, badTarget);
    const sent = withoutFragment(origin);
    let target = sent;
    const sentPath = pathOf(sent);
    let path = sentPath;
    if (path.includes('%')) {
      path = normalisePercent(path);
      target = path + sent.slice(sentPath.length);
    }
    // Another spelling of a static surface (a proxy-form target, %61bout, a raw #fragment): the table
    // answers it as its path.
    if (target !== request.target) {
      const hit = answerFromTable(table, method, target, header);
      if (hit) return hit;
    }
    if (path === DYNAMIC_ROUTES.fit)
      return method === 'POST' ? fit : headOnly(method, methodNotAllowed(site, method, 'POST, OPTIONS'));
    const ucp = ucpBodies.get(path);
    if (ucp)
      return method === 'POST' ? ucp : headOnly(method, methodNotAllowed(site, method, 'POST, OPTIONS'));
    if (path === DYNAMIC_ROUTES.mcp) {
      const refused = checkMcp(method, header);
      return refused ? headOnly(method, refused) : mcpBody;
    }
    if (path === fitPath)
      return answerFitPage(site, method, target, header('accept'), {
        accept: header('accept-encoding'),
        compress,
      });
    const handoff = answerHandoff(site, method, path);
    if (handoff) return handoff;
    if (path.startsWith(PAGES_PREFIX) && path.length > PAGES_PREFIX.length) {
      const segment = path.slice(PAGES_PREFIX.length);
      if (!segment.includes('/')) return answerPage(method, decodeSegment(segment), header);
    }
    return headOnly(
      method,
      notFound(site, path, header('accept'), { html: html404, acceptEncoding: header('accept-encoding') }),
    );
  };
}
