// The log's view of one MCP call, read from the payload the handler already parsed and the answer it gave.
import { boundFact, fitFacts, type LogFacts } from '../domain/log-facts.js';
import type { McpAnswer } from './handler.js';
import { isPlainObject } from './jsonrpc.js';
import { META_CLIENT } from './modern-request.js';

const MAX_URI_CHARS = 128;

/** The member that names what was called: a tool or prompt by name, a resource by URI. */
function calledName(params: Record<string, unknown>): string | undefined {
  if (typeof params.name === 'string') return boundFact(params.name);
  if (typeof params.uri !== 'string') return undefined;
  const q = params.uri.indexOf('?');
  return boundFact(q === -1 ? params.uri : params.uri.slice(0, q), MAX_URI_CHARS);
}

/**
 * The stateless server sees the client only where the client names itself: `initialize` params in the
 * 2025 era, and every request's `_meta` in 2026-07-28.
 */
function clientInfo(method: unknown, params: Record<string, unknown>): unknown {
  if (method === 'initialize') return params.clientInfo;
  const meta = params._meta;
  return isPlainObject(meta) ? meta[META_CLIENT] : undefined;
}

export function describeMcpCall(payload: unknown, answer: McpAnswer): LogFacts {
  const facts: LogFacts = { mcpVersion: answer.protocolVersion };
  if (Array.isArray(payload)) {
    facts.mcpMethod = 'batch';
    return facts;
  }
  if (!isPlainObject(payload)) return facts;
  facts.mcpMethod = boundFact(payload.method);
  const params = payload.params;
  if (!isPlainObject(params)) return facts;
  facts.mcpName = calledName(params);
  const client = clientInfo(payload.method, params);
  if (isPlainObject(client)) {
    facts.mcpClient = boundFact(client.name);
    facts.mcpClientVersion = boundFact(client.version);
  }
  if (facts.mcpName === 'check_fit' && answer.kind === 'reply' && !Array.isArray(answer.body)) {
    const data = 'result' in answer.body ? fitResultOf(answer.body.result) : undefined;
    if (data) fitFacts(data, 'mcp', facts);
  }
  return facts;
}

type FitSummary = Parameters<typeof fitFacts>[0];

/**
 * check_fit's verdict and score from the result it answered: structuredContent where the version has it, else
 * the text block, which carries the same JSON (before 2025-06-18). Reading that text again costs a parse, but
 * only on those older versions, and only for check_fit.
 */
function fitResultOf(result: unknown): FitSummary | undefined {
  if (!isPlainObject(result) || result.isError === true) return undefined;
  let data: unknown = result.structuredContent;
  if (data === undefined && Array.isArray(result.content)) {
    const text: unknown = isPlainObject(result.content[0]) ? result.content[0].text : undefined;
    try {
      data = typeof text === 'string' ? JSON.parse(text) : undefined;
    } catch {
      return undefined;
    }
  }
  return isPlainObject(data) && typeof data.verdict === 'string' ? (data as FitSummary) : undefined;
}
