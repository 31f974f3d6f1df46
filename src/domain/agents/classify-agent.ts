// A User-Agent header to a named agent and class: the documented table, then isbot, then a browser guess.
import { isbot } from 'isbot';
import { boundedPrefix } from '../bounded-text.js';
import { type Agent, KNOWN_AGENTS, KNOWN_MCP_CLIENTS } from './agent-table.js';

/** Distinct User-Agent strings remembered; past this the oldest is forgotten (insertion order, LRU-ish). */
export const MAX_CACHED_AGENTS = 500;
/**
 * Only this many characters of a User-Agent are classified and remembered: real ones name themselves in
 * their first 300, and a 16 KB header must cost no more to classify (isbot and the patterns below) than this.
 */
export const MAX_CLASSIFIED_CHARS = 512;

const LOWER_TOKENS = KNOWN_AGENTS.map((a) => ({ token: a.token.toLowerCase(), agent: a }));
const UNKNOWN: Agent = { name: 'Unknown', class: 'unknown' };
const OTHER_BOT: Agent = { name: 'Other bot', class: 'other-bot' };
/** Safari's "Version/17.1 … Safari/605": a pattern spanning both (`version\/[\d.]+.* safari`) backtracks quadratically. */
const SAFARI_VERSION = / version\/[\d.]/;
const isSafari = (lower: string): boolean => {
  const version = SAFARI_VERSION.exec(lower);
  return version !== null && lower.includes(' safari/', version.index + version[0].length);
};
/** Browser families by the product token each puts last-most; Edge and Opera also claim Chrome and Safari. */
const BROWSERS: readonly [(lower: string) => boolean, Agent][] = [
  [(ua) => / edg(a|ios)?\//.test(ua), { name: 'Edge', class: 'browser' }],
  [(ua) => ua.includes(' opr/'), { name: 'Opera', class: 'browser' }],
  [(ua) => / (firefox|fxios)\//.test(ua), { name: 'Firefox', class: 'browser' }],
  [(ua) => / (chrome|crios|chromium)\//.test(ua), { name: 'Chrome', class: 'browser' }],
  [isSafari, { name: 'Safari', class: 'browser' }],
];

/**
 * The uncached classification of the header's first MAX_CLASSIFIED_CHARS: vendor table first (many AI agents
 * also look like browsers), then isbot, then the browser families.
 */
export function classifyUserAgentUncached(userAgent: string | undefined): Agent {
  if (!userAgent) return UNKNOWN;
  const lower = boundedPrefix(userAgent, MAX_CLASSIFIED_CHARS).toLowerCase();
  for (const { token, agent } of LOWER_TOKENS) {
    if (lower.includes(token)) return { name: agent.name, vendor: agent.vendor, class: agent.class };
  }
  if (isbot(lower)) return OTHER_BOT;
  if (lower.startsWith('mozilla/5.0 ')) {
    for (const [matches, agent] of BROWSERS) if (matches(lower)) return agent;
  }
  return UNKNOWN;
}

/**
 * Cached per distinct prefix: a site sees few distinct User-Agents, and a request's line then costs one
 * Map lookup. `derive` lets a caller keep something built from the agent (a log fragment) in the same entry.
 */
export function createAgentCache<T>(derive: (agent: Agent) => T, max = MAX_CACHED_AGENTS) {
  const cache = new Map<string, T>();
  return (userAgent: string | undefined): T => {
    const key = boundedPrefix(userAgent ?? '', MAX_CLASSIFIED_CHARS);
    let value = cache.get(key);
    if (value === undefined) {
      value = derive(classifyUserAgentUncached(key));
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
