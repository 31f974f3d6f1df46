// Reusable pieces of OpenAPI operations: JSON responses, error responses with real examples, response headers.
import {
  HEADER_LIMIT_BYTES,
  HEADERS_TOO_LARGE,
  refusalBody,
  URI_TOO_LONG,
  URL_LIMIT_BYTES,
} from '../../domain/api-errors.js';
import type { Examples } from './examples.js';
import { type JsonObject, schemaRef } from './schemas.js';

export const JSON_MEDIA = 'application/json';

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
export function readHeaders(cacheControl: string): JsonObject {
  return {
    ETag: header('ETag'),
    'Cache-Control': {
      description: 'How long the answer may be reused.',
      required: true,
      schema: { type: 'string', const: cacheControl },
    },
  };
}

export function okResponse(
  description: string,
  schemaId: string,
  example: unknown,
  cacheControl: string,
): JsonObject {
  return {
    description,
    headers: readHeaders(cacheControl),
    content: jsonContent(schemaRef(schemaId), undefined, example),
  };
}

export const NOT_MODIFIED: JsonObject = {
  description: 'Not modified: `If-None-Match` names the current ETag (or `*`). No body.',
  headers: { ETag: header('ETag') },
};

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

export const HEADER_COMPONENTS: JsonObject = {
  Allow: {
    description: 'The methods this path accepts, e.g. `GET, HEAD, OPTIONS`.',
    required: true,
    schema: { type: 'string' },
  },
  ETag: {
    description:
      'Strong entity tag of this representation (one per content coding); send it in `If-None-Match` to get `304`.',
    required: true,
    schema: { type: 'string', pattern: '^"[^"]+"$' },
  },
  'Access-Control-Allow-Origin': {
    description: 'CORS is open to every origin, on every response.',
    required: true,
    schema: { type: 'string', const: '*' },
  },
  'Access-Control-Allow-Methods': {
    description: 'Every method the site answers somewhere.',
    required: true,
    schema: { type: 'string' },
  },
  'Access-Control-Allow-Headers': {
    description: 'Request headers a cross-origin caller may send.',
    required: true,
    schema: { type: 'string' },
  },
  'Access-Control-Max-Age': {
    description: 'Seconds a browser may keep this preflight answer.',
    required: true,
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
};

export function methodNotAllowedSpec(examples: Examples): JsonObject {
  return errorResponseSpec(
    'Method not allowed (`method_not_allowed`); the `Allow` header lists the methods this path accepts.',
    examples,
    ALLOW_HEADER,
  );
}

export function internalErrorSpec(examples: Examples): JsonObject {
  return errorResponseSpec(
    'Unexpected failure (`internal_error`). The cause is logged; nothing internal is sent.',
    examples,
  );
}

/**
 * Refusals made before any route runs, so every operation can meet them, plus the catch-all: with `body`
 * false (HEAD, whose answers carry no body) they are stated without content.
 */
export function refusalResponses(baseUrl: string, body = true): Record<string, JsonObject> {
  const refusal = (r: typeof URI_TOO_LONG, what: string) => {
    const description = `${what} (\`${r.code}\`): refused before routing, on every path, and the connection is closed.`;
    if (!body) return { description };
    return errorResponseSpec(description, {
      [r.code]: { summary: r.message, value: refusalBody(baseUrl, r) },
    });
  };
  const other = 'Any other failure: the same Error shape, with the HTTP status in `error.status`.';
  return {
    '414': refusal(URI_TOO_LONG, `The request target is longer than ${URL_LIMIT_BYTES} bytes`),
    '431': refusal(
      HEADERS_TOO_LARGE,
      `The request line and headers are larger than ${HEADER_LIMIT_BYTES} bytes, or too many`,
    ),
    default: body ? errorResponseSpec(other) : { description: other },
  };
}
