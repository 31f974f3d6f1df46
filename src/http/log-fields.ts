// The fields a request line gains for the traffic report: agent, variant, bytes, tokens, MCP call, fit verdict.
import type { Agent } from '../domain/agents/agent-table.js';
import { classifyMcpClient, createAgentCache } from '../domain/agents/classify-agent.js';
import { memoizeBounded } from '../domain/bounded-memo.js';
import type { LogFacts } from '../domain/log-facts.js';
import { type LoggedRequest, referralFragment } from './log-referral.js';
import { isSplitBody, type PlainResponse } from './plain-response.js';

const agentJson = (agent: Agent) => `,"agent":${JSON.stringify(agent)}`;
/** A User-Agent that names an agent wins over what an MCP client calls itself. */
const NAMED = new Set(['ai-training', 'ai-search', 'ai-user', 'search']);
/** The agent fragment per distinct User-Agent, built once: the raw header never reaches the line. */
const agentFragment = createAgentCache((agent) => ({
  named: NAMED.has(agent.class),
  person: agent.class === 'browser',
  json: agentJson(agent),
}));
/** By agent name: classifyMcpClient answers only from its fixed table, so this holds a few entries at most. */
const clientFragments = new Map<string, string>();

/** Variants by media type; anything else is its subtype's family or `other`. */
const VARIANTS: Record<string, string> = {
  'text/html': 'html',
  'text/markdown': 'markdown',
  'application/json': 'json',
  'application/problem+json': 'json',
  'application/linkset+json': 'json',
  'application/ld+json': 'json',
  'text/plain': 'text',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'text/css': 'css',
  'text/javascript': 'js',
  'application/javascript': 'js',
  'application/yaml': 'yaml',
  'text/yaml': 'yaml',
  'text/event-stream': 'sse',
};

function variantOf(contentType: string): string {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const known = VARIANTS[type];
  if (known !== undefined && Object.hasOwn(VARIANTS, type)) return known;
  if (type.endsWith('+json')) return 'json';
  if (type.endsWith('+xml')) return 'xml';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('font/')) return 'font';
  return 'other';
}

/** A response's own types are few and fixed, so the fragment is cached per Content-Type string. */
const fragmentOfType = memoizeBounded((contentType) => `,"variant":"${variantOf(contentType)}"`, 64);

function variantFragment(contentType: string | undefined): string {
  return contentType === undefined ? ',"variant":"none"' : fragmentOfType(contentType);
}

function agentFor(fromHeader: ReturnType<typeof agentFragment>, client: string | undefined): string {
  if (client === undefined || fromHeader.named) return fromHeader.json;
  const agent = classifyMcpClient(client);
  if (!agent) return fromHeader.json;
  let json = clientFragments.get(agent.name);
  if (json === undefined) {
    json = agentJson(agent);
    clientFragments.set(agent.name, json);
  }
  return json;
}

function factsFragment(f: LogFacts): string {
  let out = '';
  if (f.mcpMethod !== undefined || f.mcpVersion !== undefined) {
    const client =
      f.mcpClient === undefined
        ? ''
        : `,"client":${JSON.stringify({ name: f.mcpClient, version: f.mcpClientVersion })}`;
    out += `,"mcp":${JSON.stringify({ method: f.mcpMethod, name: f.mcpName, version: f.mcpVersion }).slice(0, -1)}${client}}`;
  }
  if (f.fitVerdict !== undefined) {
    const score =
      f.fitEarned === undefined ? '' : `,"score":{"earned":${f.fitEarned},"available":${f.fitAvailable}}`;
    const surface = f.fitSurface === undefined ? '' : `,"surface":"${f.fitSurface}"`;
    out += `,"fit":{"verdict":"${f.fitVerdict}"${score}${surface}}`;
  }
  // Both from fixed sets (the path's action and surface), so they need no quoting.
  if (f.handoffAction !== undefined)
    out += `,"handoff":{"action":"${f.handoffAction}","via":"${f.handoffVia}"}`;
  return out;
}

/**
 * The report's fields as a JSON fragment (leading comma) for formatRequestLog. Cheap on a table hit: two
 * cached lookups and a few concatenations; the facts record exists only on MCP and fit answers.
 */
export function formatServedFields(
  userAgent: string | undefined,
  contentType: string | undefined,
  bytes: number,
  tokens: string | undefined,
  facts: LogFacts | undefined,
): string {
  return fieldsOf(agentFragment(userAgent), contentType, bytes, tokens, facts);
}

function fieldsOf(
  fromHeader: ReturnType<typeof agentFragment>,
  contentType: string | undefined,
  bytes: number,
  tokens: string | undefined,
  facts: LogFacts | undefined,
): string {
  let out = agentFor(fromHeader, facts?.mcpClient) + variantFragment(contentType);
  out += `,"bytes":${bytes || 0}`;
  if (tokens !== undefined) out += `,"markdownTokens":${Number(tokens) || 0}`;
  return facts === undefined ? out : out + factsFragment(facts);
}

/**
 * The same from a PlainResponse, as the table and body doors have it (a HEAD answer sends no bytes), with the
 * referral of a person's page view; `ownHost` (the site's host name) is no referral.
 */
export function servedFieldsOf(
  userAgent: string | undefined,
  r: PlainResponse,
  request?: LoggedRequest,
  ownHost = '',
): string {
  const body = r.body;
  const bytes =
    body === null
      ? 0
      : typeof body === 'string' || isSplitBody(body)
        ? Number(r.headers['content-length'])
        : body.byteLength;
  const fromHeader = agentFragment(userAgent);
  const fields = fieldsOf(
    fromHeader,
    r.headers['content-type'],
    bytes,
    r.headers['x-markdown-tokens'],
    r.facts,
  );
  return fields + referralFragment(fromHeader.person, r, request, ownHost);
}
