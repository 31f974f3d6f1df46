// A User-Agent header to a named agent and class: the documented table, then isbot, then a browser guess.
import { isbot } from 'isbot';
import { type Agent, KNOWN_AGENTS, KNOWN_MCP_CLIENTS } from './agent-table.js';

/** Distinct User-Agent strings remembered; past this the oldest is forgotten (insertion order, LRU-ish). */
export const MAX_CACHED_AGENTS = 500;

const LOWER_TOKENS = KNOWN_AGENTS.map((a) => ({ token: a.token.toLowerCase(), agent: a }));
const UNKNOWN: Agent = { name: 'Unknown', class: 'unknown' };
const OTHER_BOT: Agent = { name: 'Other bot', class: 'other-bot' };
/** Browser families by the product token each puts last-most; Edge and Opera also claim Chrome and Safari. */
const BROWSERS: readonly [RegExp, Agent][] = [
  [/ edg(a|ios)?\//, { name: 'Edge', class: 'browser' }],
  [/ opr\//, { name: 'Opera', class: 'browser' }],
  [/ (firefox|fxios)\//, { name: 'Firefox', class: 'browser' }],
  [/ (chrome|crios|chromium)\//, { name: 'Chrome', class: 'browser' }],
  [/ version\/[\d.]+.* safari\//, { name: 'Safari', class: 'browser' }],
];

/** The uncached classification: vendor table first (many AI agents also look like browsers), then isbot. */
export function classifyUserAgentUncached(userAgent: string | undefined): Agent {
  if (!userAgent) return UNKNOWN;
  const lower = userAgent.toLowerCase();
  for (const { token, agent } of LOWER_TOKENS) {
    if (lower.includes(token)) return { name: agent.name, vendor: agent.vendor, class: agent.class };
  }
  if (isbot(userAgent)) return OTHER_BOT;
  if (lower.startsWith('mozilla/5.0 ')) {
    for (const [pattern, agent] of BROWSERS) if (pattern.test(lower)) return agent;
  }
  return UNKNOWN;
}

/**
 * Cached per distinct string: a site sees few distinct User-Agents, and a request's line then costs one
 * Map lookup. `derive` lets a caller keep something built from the agent (a log fragment) in the same entry.
 */
export function createAgentCache<T>(derive: (agent: Agent) => T, max = MAX_CACHED_AGENTS) {
  const cache = new Map<string, T>();
  return (userAgent: string | undefined): T => {
    const key = userAgent ?? '';
    let value = cache.get(key);
    if (value === undefined) {
      value = derive(classifyUserAgentUncached(userAgent));
      if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      cache.set(key, value);
    }
    return value;
  };
}

/** The agent an MCP client's clientInfo.name names, if it is one we know. */
export function classifyMcpClient(name: string | undefined): Agent | undefined {
  return name === undefined ? undefined : KNOWN_MCP_CLIENTS.get(name.toLowerCase());
}
