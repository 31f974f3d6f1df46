// The MCP request methods this server answers, each a pure function of the site built once.
import type { InitializeResult, RequestId, Result } from '@modelcontextprotocol/sdk/types.js';
import type { Site } from '../content/site.js';
import {
  MCP_INSTRUCTIONS,
  MCP_LATEST_PROTOCOL_VERSION,
  MCP_PROTOCOL_VERSIONS,
  type McpProtocolVersion,
} from '../domain/tool-catalog.js';
import { withJsonText } from './json-text.js';
import {
  INVALID_PARAMS,
  INVALID_REQUEST,
  isPlainObject,
  METHOD_NOT_FOUND,
  type Params,
  RESOURCE_NOT_FOUND,
  type RpcResponse,
  rpcError,
  rpcResult,
} from './jsonrpc.js';
import { buildResourceShelf } from './resources.js';
import { SERVER_CAPABILITIES, serverInfo } from './server-card.js';
import { buildToolbox } from './tools.js';

export type Dispatch = (id: RequestId, method: string, params: Params, inBatch: boolean) => RpcResponse;

const METHODS = [
  'initialize',
  'ping',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/templates/list',
  'resources/read',
];

export function isSupportedVersion(version: string): version is McpProtocolVersion {
  return (MCP_PROTOCOL_VERSIONS as readonly string[]).includes(version);
}

/** Builds every list, schema and static result once; per request only check_fit computes anything. */
export function createDispatch(site: Site): Dispatch {
  const toolbox = buildToolbox(site);
  const shelf = buildResourceShelf(site);
  const tools: Result = withJsonText({ tools: toolbox.list });
  const info = serverInfo(site);
  const toolNames = toolbox.list.map((t) => t.name).join(', ');
  const invalidParams = (id: RequestId, what: string) =>
    rpcError(id, INVALID_PARAMS, `Invalid params: ${what}.`);

  return (id, method, params, inBatch) => {
    switch (method) {
      case 'initialize': {
        if (inBatch)
          return rpcError(id, INVALID_REQUEST, 'Invalid Request: initialize must not be part of a batch.');
        const requested = params.protocolVersion;
        if (typeof requested !== 'string')
          return invalidParams(id, 'initialize needs params.protocolVersion');
        const result: InitializeResult = {
          protocolVersion: isSupportedVersion(requested) ? requested : MCP_LATEST_PROTOCOL_VERSION,
          capabilities: SERVER_CAPABILITIES,
          serverInfo: info,
          instructions: MCP_INSTRUCTIONS,
        };
        return rpcResult(id, result);
      }
      case 'ping':
        return rpcResult(id, {});
      case 'tools/list':
        return rpcResult(id, tools);
      case 'tools/call': {
        const { name, arguments: args = {} } = params;
        if (typeof name !== 'string')
          return invalidParams(id, `tools/call needs params.name, one of ${toolNames}`);
        if (!isPlainObject(args)) return invalidParams(id, 'params.arguments must be an object');
        const result = toolbox.call(name, args);
        // The spec files an unknown tool under invalid params, not under a tool error.
        return result
          ? rpcResult(id, result)
          : rpcError(id, INVALID_PARAMS, `Unknown tool: "${name}". Available tools: ${toolNames}.`);
      }
      case 'resources/list':
        return rpcResult(id, shelf.list);
      case 'resources/templates/list':
        return rpcResult(id, shelf.templates);
      case 'resources/read': {
        const { uri } = params;
        if (typeof uri !== 'string') return invalidParams(id, 'resources/read needs params.uri');
        const found = shelf.read(uri);
        return found
          ? rpcResult(id, found)
          : rpcError(
              id,
              RESOURCE_NOT_FOUND,
              `Resource not found: ${uri}. Call resources/list for the URIs.`,
              {
                uri,
              },
            );
      }
      default:
        return rpcError(
          id,
          METHOD_NOT_FOUND,
          `Method not found: "${method}". Supported: ${METHODS.join(', ')}.`,
        );
    }
  };
}
