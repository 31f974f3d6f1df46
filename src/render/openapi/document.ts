// The OpenAPI 3.1 description of the JSON API, built from the site model and the zod schemas (pure).
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { API_CACHE_CONTROL, HEALTH_CACHE_CONTROL } from '../../domain/cache-policy.js';
import { liveEndpoints } from '../../domain/live-endpoints.js';
import { API_VERSION } from '../../domain/schemas.js';
import { describeApiPageSet } from '../agent-files/docs.js';
import { dynamicPaths } from './dynamic-paths.js';
import { errorExamples, successExamples } from './examples.js';
import { readPathItem } from './operations.js';
import {
  errorResponseSpec,
  headerComponents,
  internalErrorSpec,
  methodNotAllowedSpec,
  okResponse,
} from './responses.js';
import { buildComponentSchemas, type JsonObject, schemaRef } from './schemas.js';
import { describeApi, describeLicense } from './text.js';
import { UCP_TAG } from './ucp-paths.js';

export type OpenApiDocument = JsonObject & { openapi: '3.1.0'; paths: Record<string, JsonObject> };

export function buildOpenApi(site: Site): OpenApiDocument {
  const { identity } = site;
  const live = liveEndpoints(site);
  const w = site.words.agents.openapi;
  const base = site.baseUrl;
  const ok = successExamples(site);
  const errors = errorExamples(site);
  const shared = {
    words: w,
    errorWords: site.words.errors,
    baseUrl: base,
    notAllowed: methodNotAllowedSpec(w, errors.getNotAllowed),
    internalError: internalErrorSpec(w, errors.internalError),
  };
  const slug = {
    name: 'slug',
    in: 'path',
    required: true,
    description: w.slug,
    schema: schemaRef('PageSlug'),
  };
  const tags = [
    { name: 'Service', description: w.tagService },
    { name: 'Offer', description: w.tagOffer },
    ...(live ? [{ name: 'Fit', description: w.tagFit }] : []),
    { name: 'Pages', description: w.tagPages },
    ...(live ? [{ name: UCP_TAG, description: w.tagUcp }] : []),
  ];
  return {
    openapi: '3.1.0',
    info: {
      title: fillWords(w.title, { name: identity.name }),
      version: API_VERSION,
      summary: fillWords(w.summary, { offer: site.offer.name }),
      description: describeApi(site),
      contact: { name: identity.name, email: identity.email, url: `${base}/` },
      license: describeLicense(site),
    },
    servers: [{ url: base, description: w.server }],
    security: [],
    tags,
    paths: {
      '/api/health': readPathItem(
        {
          operationId: 'getHealth',
          noun: 'Health',
          tag: 'Service',
          summary: w.healthSummary,
          description: live ? fillWords(w.health, { cacheControl: HEALTH_CACHE_CONTROL }) : w.healthStatic,
          ok: okResponse(w, w.healthOk, 'Health', ok.health, HEALTH_CACHE_CONTROL),
          cacheControl: HEALTH_CACHE_CONTROL,
        },
        shared,
      ),
      '/api/offer': readPathItem(
        {
          operationId: 'getOffer',
          noun: 'Offer',
          tag: 'Offer',
          summary: w.offerSummary,
          description: w.offer,
          ok: okResponse(w, w.offerOk, 'Offer', ok.offer, API_CACHE_CONTROL),
          cacheControl: API_CACHE_CONTROL,
        },
        shared,
      ),
      '/api/pages': readPathItem(
        {
          operationId: 'listPages',
          noun: 'Pages',
          tag: 'Pages',
          summary: w.pagesSummary,
          description: fillWords(w.pages, { pageSet: describeApiPageSet(site) }),
          ok: okResponse(w, w.pagesOk, 'PageList', ok.pages, API_CACHE_CONTROL),
          cacheControl: API_CACHE_CONTROL,
        },
        shared,
      ),
      '/api/pages/{slug}': readPathItem(
        {
          operationId: 'getPage',
          noun: 'Page',
          tag: 'Pages',
          summary: w.pageSummary,
          description: w.page,
          parameters: [slug],
          ok: okResponse(w, w.pageOk, 'Page', ok.page, API_CACHE_CONTROL),
          cacheControl: API_CACHE_CONTROL,
          errors: { '404': errorResponseSpec(w.pageNotFound, errors.pageNotFound) },
          headErrors: { '404': { description: w.pageNotFoundHead } },
        },
        shared,
      ),
      ...dynamicPaths(site, live, shared, errors, methodNotAllowedSpec(w, errors.postNotAllowed)),
    },
    components: { schemas: buildComponentSchemas(site), headers: headerComponents(w) },
  };
}
