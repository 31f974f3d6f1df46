// The MCP request methods of both eras, answered from one version's precomputed table (only calls compute).
import type { RequestId, Result } from '@modelcontextprotocol/sdk/types.js';
import { echoClientText } from '../domain/client-echo.js';

import { MCP_LATEST_LEGACY_VERSION, type McpLegacyVersion } from '../domain/mcp-versions.js';
import {
  INVALID_PARAMS,
  INVALID_REQUEST,
  isPlainObject,
  METHOD_NOT_FOUND,
  type Params,
  type RpcResponse,
  rpcError,
  rpcResult,
} from './jsonrpc.js';
import type { McpTables, VersionTable } from './tables.js';
import { isModernVersion, isSupportedVersion } from './versions.js';

/** Longest requested URI repeated in a not-found error's data. */
const MAX_DATA_URI_CHARS = 1024;

export type Dispatch = (
  table: VersionTable,
  id: RequestId,
  method: string,
  params: Params,
  inBatch: boolean,
) => RpcResponse;

const SHARED = [
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'prompts/list',
  'prompts/get',
  'completion/complete',
];
/** The skills extension's methods (SEP-2640), answered only where the extension is declared. */
const SKILLS = ['skills/list', 'skills/get', 'resources/directory/read'];
const BASE_METHODS = ['initialize', 'ping', ...SHARED].join(', ');
const LEGACY_METHODS = ['initialize', 'ping', ...SHARED, ...SKILLS].join(', ');
const MODERN_METHODS = ['server/discover', ...SHARED, ...SKILLS].join(', ');
const LISTS = new Set([
  'tools/list',
  'resources/list',
  'resources/templates/list',
  'prompts/list',
  'skills/list',
]);

const invalidParams = (id: RequestId, what: string) =>
  rpcError(id, INVALID_PARAMS, `Invalid params: ${what}.`);

/** Every answer is a lookup in the version's table or a call into the toolbox, prompts or completer. */
export function createDispatch(tables: McpTables): Dispatch {
  const { toolbox, prompts, complete } = tables;
  const toolNames = toolbox.list.map((t) => t.tool.name).join(', ');
  const promptNames = prompts.list.map((p) => p.name).join(', ');

  const initialize = (id: RequestId, params: Params, inBatch: boolean): RpcResponse => {
    if (inBatch)
      return rpcError(id, INVALID_REQUEST, 'Invalid Request: initialize must not be part of a batch.');
    const requested = params.protocolVersion;
    if (typeof requested !== 'string') return invalidParams(id, 'initialize needs params.protocolVersion');
    // A modern version cannot be negotiated by handshake: such a client sends _meta instead of initialize.
    const version: McpLegacyVersion =
      isSupportedVersion(requested) && !isModernVersion(requested) ? requested : MCP_LATEST_LEGACY_VERSION;
    return rpcResult(id, tables.versions[version].fixed.get('initialize') as Result);
  };

  return (table, id, method, params, inBatch) => {
    const modern = table.features.modern;
    const list = LISTS.has(method) ? table.fixed.get(method) : undefined;
    if (list) {
      if (typeof params.cursor === 'string')
        return invalidParams(id, 'unknown cursor; every list here comes whole, without nextCursor');
      return rpcResult(id, list);
    }
    switch (method) {
      case 'tools/call': {
        const { name, arguments: args = {} } = params;
        if (typeof name !== 'string')
          return invalidParams(id, `tools/call needs params.name, one of ${toolNames}`);
        if (!isPlainObject(args)) return invalidParams(id, 'params.arguments must be an object');
        const result = toolbox.call(name, args);
        // The spec files an unknown tool under invalid params, not under a tool error.
        return result
          ? rpcResult(id, table.toolResult(result))
          : rpcError(
              id,
              INVALID_PARAMS,
              `Unknown tool: "${echoClientText(name)}". Available tools: ${toolNames}.`,
            );
      }
      case 'resources/read': {
        const { uri } = params;
        if (typeof uri !== 'string') return invalidParams(id, 'resources/read needs params.uri');
        const found = table.read(uri);
        return found
          ? rpcResult(id, found)
          : rpcError(
              id,
              table.features.resourceNotFound,
              `Resource not found: ${echoClientText(uri)}. resources/list has the URIs.`,
              // The spec's error data names the URI as sent (JSON-escaped, so inert); a URI longer than any
              // of ours is left out rather than echoed, so the answer stays small whatever the request.
              uri.length <= MAX_DATA_URI_CHARS ? { uri } : {},
            );
      }
      case 'skills/get':
      case 'resources/directory/read': {
        if (!table.features.extensions) break;
        // SEP-2640: a URI that is not one of our skills (or their directories) is -32602 in every version.
        const { uri } = params;
        if (typeof uri !== 'string') return invalidParams(id, `${method} needs params.uri`);
        const found = method === 'skills/get' ? table.skill(uri) : table.directory(uri);
        const what = method === 'skills/get' ? 'skill' : 'skill directory';
        return found
          ? rpcResult(id, found)
          : invalidParams(id, `no ${what} ${echoClientText(uri)}; skills/list has the skills`);
      }
      case 'prompts/get': {
        const { name, arguments: args = {} } = params;
        if (typeof name !== 'string')
          return invalidParams(id, `prompts/get needs params.name, one of ${promptNames}`);
        if (!isPlainObject(args) || Object.values(args).some((v) => typeof v !== 'string'))
          return invalidParams(id, 'prompt arguments are an object of strings');
        const answer = prompts.get(name, args as Record<string, string>);
        return answer.ok ? rpcResult(id, table.finish(answer.result)) : invalidParams(id, answer.message);
      }
      case 'completion/complete': {
        const answer = complete(params);
        return answer.ok ? rpcResult(id, table.finish(answer.result)) : invalidParams(id, answer.message);
      }
      case 'server/discover':
        if (modern) return rpcResult(id, table.fixed.get(method) as Result);
        break;
      case 'initialize':
        if (!modern) return initialize(id, params, inBatch);
        break;
      case 'ping':
        if (!modern) return rpcResult(id, {});
        break;
    }
    const hint = modern
      ? ` Under 2026-07-28 there is no initialize, ping or logging/setLevel. Supported: ${MODERN_METHODS}.`
      : ` Supported: ${table.features.extensions ? LEGACY_METHODS : BASE_METHODS}.`;
    return rpcError(id, METHOD_NOT_FOUND, `Method not found: "${echoClientText(method)}".${hint}`);
  };
}
