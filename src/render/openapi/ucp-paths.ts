// The UCP catalog's REST binding in the OpenAPI document: three POST operations, examples from the real answers.
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { BODY_LIMIT_BYTES, payloadTooLargeBody } from '../../domain/api-errors.js';
import { answerUcpInput, answerUcpText, type UcpOperation } from '../../domain/ucp/answer.js';
import { buildUcpProduct, variantId } from '../../domain/ucp/product.js';
import { MAX_LOOKUP_IDS } from '../../domain/ucp/requests.js';
import { UCP_PATHS, UCP_VERSION } from '../../domain/ucp/version.js';
import type { Examples } from './examples.js';
import { preflightOperation, type Shared } from './operations.js';
import { errorResponseSpec, jsonContent, refusalResponses } from './responses.js';
import { type JsonObject, schemaRef } from './schemas.js';

export const UCP_TAG = 'Commerce (UCP)';
/** An id no product of any site has: the examples of a lookup that finds nothing. */
const MISSING_ID = 'no-such-product';

/** Requests of each operation that its answers show: one that finds the product, one that finds nothing. */
function requestsOf(site: Site, op: UcpOperation): Record<string, { summary: string; value: unknown }> {
  const product = buildUcpProduct(site);
  const w = site.words.agents.openapi;
  if (op === 'search') {
    return {
      found: { summary: product.title, value: { query: product.title } },
      price: {
        summary: `≤ ${product.price_range.min.amount}`,
        value: { filters: { price: { max: product.price_range.min.amount } } },
      },
    };
  }
  if (op === 'lookup') {
    return {
      found: { summary: product.id, value: { ids: [product.id, variantId(site)] } },
      missing: { summary: w.ucpExampleMissing, value: { ids: [product.id, MISSING_ID] } },
    };
  }
  return {
    found: { summary: product.id, value: { id: product.id } },
    missing: { summary: w.ucpExampleMissing, value: { id: MISSING_ID } },
  };
}

function examplesOf(site: Site, op: UcpOperation) {
  const requests = requestsOf(site, op);
  const answers: Examples = Object.fromEntries(
    Object.entries(requests).map(([key, r]) => [
      key,
      { summary: r.summary, value: answerUcpInput(site, op, r.value).body },
    ]),
  );
  const w = site.words.agents.openapi;
  const bad: Examples = {
    notJson: { summary: w.ucpExampleNotJson, value: answerUcpText(site, op, '{').body },
    empty: { summary: w.ucpExampleEmpty, value: answerUcpInput(site, op, {}).body },
  };
  return { requests, answers, bad };
}

const OPERATIONS = [
  ['search', UCP_PATHS.search, 'searchCatalog', 'CatalogSearch', 'UcpSearchRequest'],
  ['lookup', UCP_PATHS.lookup, 'lookupCatalog', 'CatalogLookup', 'UcpLookupRequest'],
  ['product', UCP_PATHS.product, 'getCatalogProduct', 'CatalogProduct', 'UcpProductRequest'],
] as const;

export function ucpPaths(site: Site, shared: Shared, notAllowed: JsonObject): Record<string, JsonObject> {
  const w = site.words.agents.openapi;
  const words = {
    search: [w.ucpSearchSummary, fillWords(w.ucpSearch, { version: UCP_VERSION })],
    lookup: [w.ucpLookupSummary, fillWords(w.ucpLookup, { max: MAX_LOOKUP_IDS })],
    product: [w.ucpProductSummary, w.ucpProduct],
  } as const;
  const tooLarge = {
    tooLarge: {
      summary: fillWords(w.exampleTooLarge, { limit: BODY_LIMIT_BYTES / 1024 }),
      value: payloadTooLargeBody(site),
    },
  };
  return Object.fromEntries(
    OPERATIONS.map(([op, path, operationId, noun, request]) => {
      const { requests, answers, bad } = examplesOf(site, op);
      const [summary, description] = words[op];
      return [
        path,
        {
          post: {
            operationId,
            tags: [UCP_TAG],
            summary,
            description,
            requestBody: {
              required: true,
              description: w.ucpBody,
              content: jsonContent(schemaRef(request), requests),
            },
            responses: {
              '200': { description: w.ucpOk, content: jsonContent(schemaRef('UcpAnswer'), answers) },
              '400': { description: w.ucpBadRequest, content: jsonContent(schemaRef('UcpAnswer'), bad) },
              '405': notAllowed,
              '413': errorResponseSpec(
                fillWords(w.fitTooLarge, { limit: BODY_LIMIT_BYTES / 1024 }),
                tooLarge,
              ),
              '500': shared.internalError,
              ...refusalResponses(w, site.words.errors, site.baseUrl),
            },
          },
          options: preflightOperation(noun, UCP_TAG, shared),
        },
      ];
    }),
  );
}
