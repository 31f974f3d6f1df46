// JSON-RPC 2.0 envelopes for the MCP endpoint: error codes, response builders and message classification.
import type { RequestId, Result } from '@modelcontextprotocol/sdk/types.js';

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;
/** MCP's codes (2026-07-28 allocates -32020 to -32099; -32002 was resource-not-found until 2025-11-25). */
export const HEADER_MISMATCH = -32020;
export const UNSUPPORTED_PROTOCOL_VERSION = -32022;

export interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}

/**
 * JSON-RPC requires `id: null` when the request's id could not be read (parse error, invalid request); MCP
 * 2026-07-28 also allows leaving it out, which errors that answer no request at all (a refused Origin) do.
 */
export type RpcResponse =
  | { jsonrpc: '2.0'; id: RequestId; result: Result }
  | { jsonrpc: '2.0'; id?: RequestId | null; error: RpcError };

export type Params = Record<string, unknown>;

/**
 * Longest string id answered: an id is echoed whole in the answer, so a longer one would let any request
 * multiply its size. Refused as an invalid request whose id is null (it is not echoed).
 */
export const MAX_REQUEST_ID_CHARS = 256;

export type Classified =
  | { kind: 'request'; id: RequestId; method: string; params: Params | undefined }
  | { kind: 'notification' }
  | { kind: 'response' }
  | { kind: 'invalid'; response: RpcResponse };

export function rpcResult(id: RequestId, result: Result): RpcResponse {
  return { jsonrpc: '2.0', id, result };
}

export function rpcError(
  id: RequestId | null | undefined,
  code: number,
  message: string,
  data?: unknown,
): RpcResponse {
  const error = data === undefined ? { code, message } : { code, message, data };
  return id === undefined ? { jsonrpc: '2.0', error } : { jsonrpc: '2.0', id, error };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRequestId(value: unknown): value is RequestId {
  return (
    (typeof value === 'string' && value.length <= MAX_REQUEST_ID_CHARS) ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** Sorts one incoming JSON value into request, notification, response (from the client) or invalid. */
export function classify(message: unknown): Classified {
  const id = isPlainObject(message) && isRequestId(message.id) ? message.id : null;
  const invalid = (why: string): Classified => ({
    kind: 'invalid',
    response: rpcError(id, INVALID_REQUEST, `Invalid Request: ${why}.`),
  });
  if (!isPlainObject(message)) return invalid('a JSON-RPC message is a JSON object');
  if (message.jsonrpc !== '2.0') return invalid('"jsonrpc" must be "2.0"');
  if ('method' in message) {
    if (typeof message.method !== 'string') return invalid('"method" must be a string');
    const { params } = message;
    if (!('id' in message)) return { kind: 'notification' };
    // MCP forbids null ids: a request must be answerable.
    if (id === null)
      return invalid(
        typeof message.id === 'string'
          ? `"id" is at most ${MAX_REQUEST_ID_CHARS} characters`
          : '"id" must be a string or a number',
      );
    if (params !== undefined && !isPlainObject(params)) {
      return {
        kind: 'invalid',
        response: rpcError(id, INVALID_PARAMS, 'Invalid params: "params" must be an object.'),
      };
    }
    return { kind: 'request', id, method: message.method, params };
  }
  if ('id' in message && ('result' in message || 'error' in message)) return { kind: 'response' };
  return invalid('expected a request, a notification or a response');
}
