// The MCP protocol as a pure function of the site: a parsed POST body (one message or a batch) in, the answer out.
import type { InitializeResult } from '@modelcontextprotocol/sdk/types.js';
import type { Site } from '../content/site.js';
import { MCP_BATCH_PROTOCOL_VERSIONS, type McpProtocolVersion } from '../domain/tool-catalog.js';
import { classify, INVALID_REQUEST, type RpcResponse, rpcError } from './jsonrpc.js';
import { createDispatch, isSupportedVersion } from './methods.js';

export { isSupportedVersion } from './methods.js';

export type McpAnswer =
  /** Only notifications or client responses: HTTP 202, no body. */
  | { kind: 'accepted' }
  /** `invalid`: the message could not be accepted at all (HTTP 400 carries the JSON-RPC error). */
  | {
      kind: 'reply';
      body: RpcResponse | RpcResponse[];
      invalid: boolean;
      protocolVersion: McpProtocolVersion;
    };

export interface McpHandler {
  /** One message: its response, or undefined for a notification or a client's response. */
  handleMessage(message: unknown, inBatch?: boolean): RpcResponse | undefined;
  /** A parsed POST body under the request's protocol version (the header's, or 2025-03-26 without one). */
  handlePayload(payload: unknown, protocolVersion: McpProtocolVersion): McpAnswer;
}

export function createMcpHandler(site: Site): McpHandler {
  const dispatch = createDispatch(site);

  const handleMessage: McpHandler['handleMessage'] = (message, inBatch = false) => {
    const m = classify(message);
    if (m.kind === 'invalid') return m.response;
    if (m.kind !== 'request') return undefined;
    return dispatch(m.id, m.method, m.params ?? {}, inBatch);
  };

  const handleBatch = (batch: unknown[], version: McpProtocolVersion): McpAnswer => {
    const reply = (body: RpcResponse | RpcResponse[], invalid: boolean): McpAnswer => ({
      kind: 'reply',
      body,
      invalid,
      protocolVersion: version,
    });
    if (!MCP_BATCH_PROTOCOL_VERSIONS.includes(version)) {
      const only = MCP_BATCH_PROTOCOL_VERSIONS.join(', ');
      const message = `Invalid Request: JSON-RPC batches are not supported under protocol version ${version} (only ${only}); send one message per POST.`;
      return reply(rpcError(null, INVALID_REQUEST, message), true);
    }
    if (batch.length === 0)
      return reply(rpcError(null, INVALID_REQUEST, 'Invalid Request: empty batch.'), true);
    const responses = batch.flatMap((m) => handleMessage(m, true) ?? []);
    return responses.length === 0 ? { kind: 'accepted' } : reply(responses, false);
  };

  return {
    handleMessage,
    handlePayload(payload, version) {
      if (Array.isArray(payload)) return handleBatch(payload, version);
      const response = handleMessage(payload);
      if (!response) return { kind: 'accepted' };
      // initialize answers under the version it negotiated, so the response header reports that one.
      const negotiated =
        'result' in response ? (response.result as Partial<InitializeResult>).protocolVersion : undefined;
      return {
        kind: 'reply',
        body: response,
        invalid: 'error' in response && response.error.code === INVALID_REQUEST,
        protocolVersion: negotiated && isSupportedVersion(negotiated) ? negotiated : version,
      };
    },
  };
}
