// The Hono app factory: the response table first, then the few dynamic routes, with JSON errors everywhere.
import { Hono } from 'hono';
import type { Site } from '../content/site.js';
import { echoClientText } from '../domain/client-echo.js';
import { pageSlugs } from '../domain/pages.js';
import { internalError, methodNotAllowed, pageNotFound } from './errors.js';
import { answerFit } from './fit-endpoint.js';
import { registerFitPage } from './fit-page-route.js';
import { registerMcp } from './mcp-route.js';
import { notFound, prepareSiteNotFound } from './not-found.js';
import { type PlainResponse, SHARED_HEADERS, toWebResponse } from './plain-response.js';
import {
  bodyNotAllowed,
  declaresBody,
  isEncodedBody,
  readBodyText,
  unsupportedEncoding,
} from './read-body.js';
import { answerFromTable, buildResponseTable, type Compress, type ResponseTable } from './response-table.js';
import { DYNAMIC_ROUTES } from './routes.js';
import { buildSurfaces } from './surfaces/all.js';

export interface AppOptions {
  /** Share one table with the Node door; built from the site when absent. */
  table?: ResponseTable;
  compress?: Compress;
  /** Called with unexpected errors; the client only ever sees internal_error. */
  onError?: (error: unknown) => void;
}

const PREFLIGHT_HEADERS = {
  ...SHARED_HEADERS,
  'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
  'access-control-allow-headers':
    'Content-Type, Accept, Authorization, If-None-Match, Mcp-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Param-Slug, Mcp-Session-Id, Last-Event-ID, X-Request-Id',
  'access-control-max-age': '86400',
};

export function createApp(site: Site, options: AppOptions = {}): Hono {
  const table = options.table ?? buildResponseTable(site.baseUrl, buildSurfaces(site), options.compress);
  const base = site.baseUrl;
  const apiSlugs = new Set<string>(pageSlugs(site));
  const send = (r: PlainResponse) => toWebResponse(r);
  const html404 = prepareSiteNotFound(site, options.compress);
  const noBodyAllowed = bodyNotAllowed(base);
  const encodedBody = unsupportedEncoding(base);
  const app = new Hono();

  app.use(async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') {
      if (declaresBody(c.req.header('content-length'), c.req.header('transfer-encoding')))
        return send(method === 'HEAD' ? { ...noBodyAllowed, body: null } : noBodyAllowed);
    } else if (c.req.raw.body !== null && isEncodedBody(c.req.header('content-encoding'))) {
      // The Node door refused it already (request-framing.ts); this is the Worker's and app.request's check.
      return send(encodedBody);
    }
    const url = c.req.url;
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    const hit = answerFromTable(table, method, url.slice(pathStart), (name) => c.req.header(name));
    if (hit) return send(hit);
    await next();
    // Whatever a route built, it leaves with the headers every response carries.
    for (const [name, value] of Object.entries(SHARED_HEADERS)) c.res.headers.set(name, value);
    return undefined;
  });

  app.options('*', () => new Response(null, { status: 204, headers: PREFLIGHT_HEADERS }));

  app.all(DYNAMIC_ROUTES.fit, async (c) => {
    if (c.req.method !== 'POST') return send(methodNotAllowed(base, c.req.method, 'POST, OPTIONS'));
    const body = await readBodyText(c.req.raw, base);
    return send(body.ok ? answerFit(site, body.text) : body.response);
  });

  registerFitPage(app, site, options.compress);
  registerMcp(app, site);

  app.all(DYNAMIC_ROUTES.page, (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return send(methodNotAllowed(base, c.req.method, 'GET, HEAD, OPTIONS'));
    }
    const slug = c.req.param('slug');
    // The table matches raw paths, so a percent-encoded spelling of a real slug (%61bout) lands here: serve it.
    const page =
      apiSlugs.has(slug) &&
      answerFromTable(table, c.req.method, `/api/pages/${slug}`, (name) => c.req.header(name));
    return send(page || pageNotFound(base, echoClientText(slug)));
  });

  app.notFound((c) =>
    send(
      notFound(base, c.req.path, c.req.header('accept'), {
        html: html404,
        acceptEncoding: c.req.header('accept-encoding'),
      }),
    ),
  );

  app.onError((error) => {
    options.onError?.(error);
    return send(internalError(base));
  });

  return app;
}
