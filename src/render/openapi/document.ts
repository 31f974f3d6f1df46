// The OpenAPI 3.1 description of the JSON API, built from the site model and the zod schemas (pure).
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { BODY_LIMIT_BYTES } from '../../domain/api-errors.js';
import { API_CACHE_CONTROL, HEALTH_CACHE_CONTROL } from '../../domain/cache-policy.js';
import { API_VERSION } from '../../domain/schemas.js';
import { describeApiPageSet } from '../agent-files/docs.js';
import { errorExamples, fitRequestExamples, fitResultExamples, successExamples } from './examples.js';
import { preflightOperation, readPathItem } from './operations.js';
import {
  errorResponseSpec,
  headerComponents,
  internalErrorSpec,
  jsonContent,
  methodNotAllowedSpec,
  okResponse,
  refusalResponses,
} from './responses.js';
import { buildComponentSchemas, type JsonObject, schemaRef } from './schemas.js';
import { describeApi, describeFitRules, describeLicense } from './text.js';
import { UCP_TAG, ucpPaths } from './ucp-paths.js';

export type OpenApiDocument = JsonObject & { openapi: '3.1.0'; paths: Record<string, JsonObject> };

export function buildOpenApi(site: Site): OpenApiDocument {
  const { identity } = site;
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
    { name: 'Fit', description: w.tagFit },
    { name: 'Pages', description: w.tagPages },
    { name: UCP_TAG, description: w.tagUcp },
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
          description: fillWords(w.health, { cacheControl: HEALTH_CACHE_CONTROL }),
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
      '/api/fit': {
        post: {
          operationId: 'checkFit',
          tags: ['Fit'],
          summary: w.fitSummary,
          description: describeFitRules(site),
          requestBody: {
            required: true,
            description: w.fitBody,
            content: jsonContent(schemaRef('FitRequest'), fitRequestExamples(site)),
          },
          responses: {
            '200': {
              description: w.fitOk,
              content: jsonContent(schemaRef('FitResult'), fitResultExamples(site)),
            },
            '400': errorResponseSpec(w.fitBadRequest, errors.badRequest),
            '405': methodNotAllowedSpec(w, errors.postNotAllowed),
            '413': errorResponseSpec(
              fillWords(w.fitTooLarge, { limit: BODY_LIMIT_BYTES / 1024 }),
              errors.payloadTooLarge,
            ),
            '422': errorResponseSpec(w.fitUnprocessable, errors.unprocessable),
            '500': shared.internalError,
            ...refusalResponses(w, site.words.errors, base),
          },
        },
        options: preflightOperation('Fit', 'Fit', shared),
      },
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
      ...ucpPaths(site, shared, methodNotAllowedSpec(w, errors.postNotAllowed)),
    },
    components: { schemas: buildComponentSchemas(site), headers: headerComponents(w) },
  };
}
