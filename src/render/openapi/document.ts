// The OpenAPI 3.1 description of the JSON API, built from the site model and the zod schemas (pure).
import type { Site } from '../../content/site.js';
import { API_VERSION } from '../../domain/schemas.js';
import { errorExamples, fitRequestExamples, fitResultExamples, successExamples } from './examples.js';
import {
  errorResponseSpec,
  HEADER_COMPONENTS,
  internalErrorSpec,
  jsonContent,
  methodNotAllowedSpec,
  okResponse,
} from './responses.js';
import { buildComponentSchemas, type JsonObject, schemaRef } from './schemas.js';
import { describeApi, describeFitRules } from './text.js';

export type OpenApiDocument = JsonObject & { openapi: '3.1.0'; paths: Record<string, JsonObject> };

const TAGS = [
  { name: 'Service', description: 'Liveness and where the machine-readable descriptions live.' },
  { name: 'Offer', description: 'The one engagement on offer, with action links for a human.' },
  { name: 'Fit', description: 'The indicative fit self-check against the published criteria.' },
  { name: 'Pages', description: 'The public pages of the site, as summaries and as Markdown.' },
];

export function buildOpenApi(site: Site): OpenApiDocument {
  const { identity } = site;
  const ok = successExamples(site);
  const errors = errorExamples(site);
  const readOnlyErrors = {
    '405': methodNotAllowedSpec(errors.getNotAllowed),
    '500': internalErrorSpec(errors.internalError),
  };
  return {
    openapi: '3.1.0',
    info: {
      title: `${identity.name} offer API`,
      version: API_VERSION,
      summary: `Public, read-only API over ${site.offer.name}: the offer, an indicative fit check and the site's pages.`,
      description: describeApi(site),
      contact: { name: identity.name, email: identity.email, url: `${site.baseUrl}/` },
    },
    servers: [{ url: site.baseUrl, description: 'This service' }],
    security: [],
    tags: TAGS,
    paths: {
      '/api/health': {
        get: {
          operationId: 'getHealth',
          tags: ['Service'],
          summary: 'Check that the service is up',
          description:
            'Liveness probe. Returns `status` (always `ok`), the service name, the running `apiVersion`, and the URLs of the OpenAPI document, the MCP endpoint and llms.txt. Never cached by intermediaries.',
          responses: { '200': okResponse('The service is up.', 'Health', ok.health), ...readOnlyErrors },
        },
      },
      '/api/offer': {
        get: {
          operationId: 'getOffer',
          tags: ['Offer'],
          summary: 'Get the offer',
          description:
            'The one engagement on offer: price (fixed), duration, the three deliverables, guarantee, credit toward a follow-on engagement, who it is best for and poor for, and `actions`: links for a human to check out (`checkout`), book a call (`call`) or e-mail (`email`). Purchase is never done through the API.',
          responses: { '200': okResponse('The offer.', 'Offer', ok.offer), ...readOnlyErrors },
        },
      },
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
              description: 'The indicative result; `disclaimer` is always present.',
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
            '500': internalErrorSpec(errors.internalError),
          },
        },
      },
      '/api/pages': {
        get: {
          operationId: 'listPages',
          tags: ['Pages'],
          summary: 'List the public pages',
          description:
            'Every page the API serves, with its title, description, HTML `url` and `markdownUrl`. Call this before getPage when you do not know the slug.',
          responses: { '200': okResponse('The page summaries.', 'PageList', ok.pages), ...readOnlyErrors },
        },
      },
      '/api/pages/{slug}': {
        get: {
          operationId: 'getPage',
          tags: ['Pages'],
          summary: 'Get one page as Markdown',
          description:
            'One public page by slug, with its full Markdown body (the same text as the page’s Markdown twin). An unknown slug gives 404 `page_not_found`.',
          parameters: [
            {
              name: 'slug',
              in: 'path',
              required: true,
              description: 'The page slug, as listed by listPages.',
              schema: schemaRef('PageSlug'),
            },
          ],
          responses: {
            '200': okResponse('The page.', 'Page', ok.page),
            '404': errorResponseSpec('No page has that slug (`page_not_found`).', errors.pageNotFound),
            ...readOnlyErrors,
          },
        },
      },
    },
    components: { schemas: buildComponentSchemas(site), headers: HEADER_COMPONENTS },
  };
}
