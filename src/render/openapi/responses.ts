// Reusable pieces of OpenAPI operations: JSON responses, error responses with real examples, response headers.
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import {
  type ErrorWords,
  HEADER_LIMIT_BYTES,
  headersTooLarge,
  type Refusal,
  refusalBody,
  URL_LIMIT_BYTES,
  uriTooLong,
} from '../../domain/api-errors.js';
import type { Examples } from './examples.js';
import { type JsonObject, schemaRef } from './schemas.js';

export const JSON_MEDIA = 'application/json';

/** The OpenAPI document's words (agents.openapi), in the site's language. */
export type OpenApiWords = Site['words']['agents']['openapi'];

export function jsonContent(schema: JsonObject, examples?: Examples, example?: unknown): JsonObject {
  return {
    [JSON_MEDIA]: {
      schema,
      ...(examples ? { examples } : {}),
      ...(example !== undefined ? { example } : {}),
    },
  };
}

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The headers of a cacheable read: its strong ETag and its Cache-Control, stated exactly. */
export function readHeaders(w: OpenApiWords, cacheControl: string): JsonObject {
  return {
    ETag: header('ETag'),
    'Cache-Control': {
      description: w.cacheControl,
      required: true,
      schema: { type: 'string', const: cacheControl },
    },
  };
}

export function okResponse(
  w: OpenApiWords,
  description: string,
  schemaId: string,
  example: unknown,
  cacheControl: string,
): JsonObject {
  return {
    description,
    headers: readHeaders(w, cacheControl),
    content: jsonContent(schemaRef(schemaId), undefined, example),
  };
}

export function notModified(w: OpenApiWords): JsonObject {
  return { description: w.notModified, headers: { ETag: header('ETag') } };
}

export function errorResponseSpec(
  description: string,
  examples?: Examples,
  headers?: JsonObject,
): JsonObject {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: jsonContent(schemaRef('Error'), examples),
  };
}

export const ALLOW_HEADER: JsonObject = { Allow: header('Allow') };

export function headerComponents(w: OpenApiWords): JsonObject {
  const text = (description: string, schema: JsonObject) => ({ description, required: true, schema });
  return {
    Allow: text(w.headerAllow, { type: 'string' }),
    ETag: text(w.headerEtag, { type: 'string', pattern: '^"[^"]+"$' }),
    'Access-Control-Allow-Origin': text(w.headerOrigin, { type: 'string', const: '*' }),
    'Access-Control-Allow-Methods': text(w.headerMethods, { type: 'string' }),
    'Access-Control-Allow-Headers': text(w.headerHeaders, { type: 'string' }),
    'Access-Control-Max-Age': text(w.headerMaxAge, { type: 'string', pattern: '^[0-9]+$' }),
  };
}

export function methodNotAllowedSpec(w: OpenApiWords, examples: Examples): JsonObject {
  return errorResponseSpec(w.notAllowed, examples, ALLOW_HEADER);
}

export function internalErrorSpec(w: OpenApiWords, examples: Examples): JsonObject {
  return errorResponseSpec(w.internal, examples);
}

/**
 * Refusals made before any route runs, so every operation can meet them, plus the catch-all: with `body`
 * false (HEAD, whose answers carry no body) they are stated without content.
 */
export function refusalResponses(
  w: OpenApiWords,
  errors: ErrorWords,
  baseUrl: string,
  body = true,
): Record<string, JsonObject> {
  const refusal = (r: Refusal, what: string) => {
    const description = fillWords(w.refusal, { what, code: r.code });
    if (!body) return { description };
    return errorResponseSpec(description, {
      [r.code]: { summary: what, value: refusalBody(baseUrl, r) },
    });
  };
  return {
    '414': refusal(uriTooLong(errors), fillWords(w.uriTooLong, { limit: URL_LIMIT_BYTES })),
    '431': refusal(headersTooLarge(errors), fillWords(w.headersTooLarge, { limit: HEADER_LIMIT_BYTES })),
    default: body ? errorResponseSpec(w.other) : { description: w.other },
  };
}
