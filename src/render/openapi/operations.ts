// The method set of each path as OpenAPI operations: GET with its HEAD twin (same headers, no body) and the
// CORS preflight OPTIONS every path answers, so generated clients and validators know all of them.

import { fillWords } from '../../content/words/fill.js';
import type { ErrorWords } from '../../domain/api-errors.js';
import { notModified, type OpenApiWords, readHeaders, refusalResponses } from './responses.js';
import type { JsonObject } from './schemas.js';

export interface ReadOperation {
  /** The GET operation's id, e.g. getOffer; HEAD and OPTIONS get headOffer and optionsOffer. */
  operationId: string;
  /** The noun the HEAD and OPTIONS ids are built from, e.g. Offer. */
  noun: string;
  tag: string;
  summary: string;
  description: string;
  parameters?: JsonObject[];
  ok: JsonObject;
  cacheControl: string;
  /** Error statuses beyond the ones every read has (405, 414, 431, 500, default), with their bodies. */
  errors?: Record<string, JsonObject>;
  /** The same statuses for HEAD, described without a body. */
  headErrors?: Record<string, JsonObject>;
}

export interface Shared {
  words: OpenApiWords;
  errorWords: ErrorWords;
  baseUrl: string;
  notAllowed: JsonObject;
  internalError: JsonObject;
}

export function readPathItem(op: ReadOperation, shared: Shared): JsonObject {
  const w = shared.words;
  // Path parameters belong to the path, so GET, HEAD and OPTIONS all declare them.
  return {
    ...(op.parameters ? { parameters: op.parameters } : {}),
    get: {
      operationId: op.operationId,
      tags: [op.tag],
      summary: op.summary,
      description: op.description,
      responses: {
        '200': op.ok,
        '304': notModified(w),
        ...op.errors,
        '405': shared.notAllowed,
        '500': shared.internalError,
        ...refusalResponses(w, shared.errorWords, shared.baseUrl),
      },
    },
    head: {
      operationId: `head${op.noun}`,
      tags: [op.tag],
      summary: fillWords(w.headSummary, { summary: op.summary }),
      description: fillWords(w.head, { operation: op.operationId }),
      responses: {
        '200': { description: w.headOk, headers: readHeaders(w, op.cacheControl) },
        '304': notModified(w),
        ...op.headErrors,
        ...refusalResponses(w, shared.errorWords, shared.baseUrl, false),
      },
    },
    options: preflightOperation(op.noun, op.tag, shared),
  };
}

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The CORS preflight: answered the same way on every path, with no body. */
export function preflightOperation(
  noun: string,
  tag: string,
  shared: Pick<Shared, 'words' | 'errorWords' | 'baseUrl'>,
): JsonObject {
  const w = shared.words;
  return {
    operationId: `options${noun}`,
    tags: [tag],
    summary: w.preflightSummary,
    description: w.preflight,
    responses: {
      '204': {
        description: w.preflightOk,
        headers: Object.fromEntries(
          [
            'Access-Control-Allow-Origin',
            'Access-Control-Allow-Methods',
            'Access-Control-Allow-Headers',
            'Access-Control-Max-Age',
          ].map((name) => [name, header(name)]),
        ),
      },
      ...refusalResponses(w, shared.errorWords, shared.baseUrl),
    },
  };
}
