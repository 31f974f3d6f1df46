// The OpenAPI 3.1 description of the JSON API, built from the site model and the zod schemas (pure).
import type { Site } from '../../content/site.js';
import { API_CACHE_CONTROL, HEALTH_CACHE_CONTROL } from '../../domain/cache-policy.js';
import { API_VERSION } from '../../domain/schemas.js';
import { describeApiPageSet } from '../agent-files/docs.js';
import { errorExamples, fitRequestExamples, fitResultExamples, successExamples } from './examples.js';
import { preflightOperation, readPathItem } from './operations.js';
import {
  errorResponseSpec,
  HEADER_COMPONENTS,
  internalErrorSpec,
  jsonContent,
  methodNotAllowedSpec,
  okResponse,
  refusalResponses,
} from './responses.js';
import { buildComponentSchemas, type JsonObject, schemaRef } from './schemas.js';
import { describeApi, describeFitRules, describeLicense } from './text.js';

export type OpenApiDocument = JsonObject & { openapi: '3.1.0'; paths: Record<string, JsonObject> };

const TAGS = [
  { name: 'Service', description: 'Liveness and where the machine-readable descriptions live.' },
  { name: 'Offer', description: 'The one engagement on offer, with action links for a human.' },
  { name: 'Fit', description: 'The indicative fit self-check against the published criteria.' },
  { name: 'Pages', description: 'The public pages of the site, as summaries and as Markdown.' },
];

export function buildOpenApi(site: Site): OpenApiDocument {
  const { identity } = site;
  const base = site.baseUrl;
  const ok = successExamples(site);
  const errors = errorExamples(site);
  const shared = {
    baseUrl: base,
    notAllowed: methodNotAllowedSpec(errors.getNotAllowed),
    internalError: internalErrorSpec(errors.internalError),
  };
  const slug = {
    name: 'slug',
    in: 'path',
    required: true,
    description: 'The page slug, as listed by listPages.',
    schema: schemaRef('PageSlug'),
  };
  return {
    openapi: '3.1.0',
    info: {
      title: `${identity.name} offer API`,
      version: API_VERSION,
      summary: `Public, read-only API over ${site.offer.name}: the offer, an indicative fit check and the site's pages.`,
      description: describeApi(site),
      contact: { name: identity.name, email: identity.email, url: `${base}/` },
      license: describeLicense(site),
    },
    servers: [{ url: base, description: 'This service' }],
    security: [],
    tags: TAGS,
    paths: {
      '/api/health': readPathItem(
        {
          operationId: 'getHealth',
          noun: 'Health',
          tag: 'Service',
          summary: 'Check that the service is up',
          description: `Liveness probe. Returns \`status\` (always \`ok\`), the service name, the running \`apiVersion\`, and the URLs of the OpenAPI document, the MCP endpoint and llms.txt. Sent with \`Cache-Control: ${HEALTH_CACHE_CONTROL}\`: a cache may store it but must revalidate every time (a cheap \`304\` by ETag), so the answer is always current.`,
          ok: okResponse('The service is up.', 'Health', ok.health, HEALTH_CACHE_CONTROL),
          cacheControl: HEALTH_CACHE_CONTROL,
        },
        shared,
      ),
      '/api/offer': readPathItem(
        {
          operationId: 'getOffer',
          noun: 'Offer',
          tag: 'Offer',
          summary: 'Get the offer',
          description:
            'The one engagement on offer: price (fixed), duration, the three deliverables, guarantee, credit toward a follow-on engagement, who it is best for and poor for, and `actions`: links for a human to check out (`checkout`), book a call (`call`) or e-mail (`email`). Purchase is never done through the API.',
          ok: okResponse('The offer.', 'Offer', ok.offer, API_CACHE_CONTROL),
          cacheControl: API_CACHE_CONTROL,
        },
        shared,
      ),
      '/api/fit': {
        post: {
          operationId: 'checkFit',
          tags: ['Fit'],
          summary: 'Check a founder profile against the fit criteria (indicative)',
          description: describeFitRules(site),
          requestBody: {
            required: true,
            description: 'A FitRequest: at least one field, no other properties.',
            content: jsonContent(schemaRef('FitRequest'), fitRequestExamples(site)),
          },
          responses: {
            '200': {
              description:
                'The indicative result; `disclaimer` is always present. Never cached (`no-store`).',
              content: jsonContent(schemaRef('FitResult'), fitResultExamples(site)),
            },
            '400': errorResponseSpec(
              'The body is missing (`body_required`) or not valid JSON (`invalid_json`).',
              errors.badRequest,
            ),
            '405': methodNotAllowedSpec(errors.postNotAllowed),
            '413': errorResponseSpec(
              'The body is larger than 64 KB (`payload_too_large`).',
              errors.payloadTooLarge,
            ),
            '422': errorResponseSpec(
              'The JSON is not a valid FitRequest (`validation_failed`, fields listed in `error.issues`) or supplies no field (`empty_profile`).',
              errors.unprocessable,
            ),
            '500': shared.internalError,
            ...refusalResponses(base),
          },
        },
        options: preflightOperation('Fit', 'Fit', base),
      },
      '/api/pages': readPathItem(
        {
          operationId: 'listPages',
          noun: 'Pages',
          tag: 'Pages',
          summary: 'List the public pages',
          description: `Every page the API serves: ${describeApiPageSet(site)}, each with its title, description, HTML \`url\` and \`markdownUrl\`. Call this before getPage when you do not know the slug.`,
          ok: okResponse('The page summaries.', 'PageList', ok.pages, API_CACHE_CONTROL),
          cacheControl: API_CACHE_CONTROL,
        },
        shared,
      ),
      '/api/pages/{slug}': readPathItem(
        {
          operationId: 'getPage',
          noun: 'Page',
          tag: 'Pages',
          summary: 'Get one page as Markdown',
          description:
            'One public page by slug, with its full Markdown body: byte for byte the page’s Markdown twin (`markdownUrl`), with absolute links and a first line pointing to llms.txt. An unknown slug gives 404 `page_not_found`.',
          parameters: [slug],
          ok: okResponse('The page.', 'Page', ok.page, API_CACHE_CONTROL),
          cacheControl: API_CACHE_CONTROL,
          errors: {
            '404': errorResponseSpec('No page has that slug (`page_not_found`).', errors.pageNotFound),
          },
          headErrors: { '404': { description: 'No page has that slug; no body.' } },
        },
        shared,
      ),
    },
    components: { schemas: buildComponentSchemas(site), headers: HEADER_COMPONENTS },
  };
}
