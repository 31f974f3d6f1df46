// Reusable pieces of OpenAPI operations: JSON responses, error responses with real examples, the Allow header.
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

export function okResponse(description: string, schemaId: string, example: unknown): JsonObject {
  return { description, content: jsonContent(schemaRef(schemaId), undefined, example) };
}

export function errorResponseSpec(description: string, examples: Examples, headers?: JsonObject): JsonObject {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: jsonContent(schemaRef('Error'), examples),
  };
}

export const ALLOW_HEADER: JsonObject = {
  Allow: { $ref: '#/components/headers/Allow' },
};

export const HEADER_COMPONENTS: JsonObject = {
  Allow: {
    description: 'The methods this path accepts, e.g. `GET, HEAD, OPTIONS`.',
    required: true,
    schema: { type: 'string' },
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
