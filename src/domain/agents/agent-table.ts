// The AI agents and search crawlers we name, each from its vendor's published user-agent documentation.

export const AGENT_CLASSES = [
  'ai-training',
  'ai-search',
  'ai-user',
  'search',
  'other-bot',
  'browser',
  'unknown',
] as const;
export type AgentClass = (typeof AGENT_CLASSES)[number];

export interface Agent {
  name: string;
  /** Absent for the generic classes (a browser family, another bot, unknown). */
  vendor?: string;
  class: AgentClass;
}

export interface KnownAgent extends Agent {
  vendor: string;
  /** Matched case-insensitively as a substring of the User-Agent header. */
  token: string;
  /** The vendor's page that documents the token. */
  source: string;
}

const OPENAI = 'https://platform.openai.com/docs/bots';
const ANTHROPIC =
  'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler';
const PERPLEXITY = 'https://docs.perplexity.ai/guides/bots';
const GOOGLE = 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers';
const META = 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers';

/**
 * Robots-only tokens (Google-Extended, Applebot-Extended) never appear in a User-Agent, so they are not here.
 * Order matters only where one token contains another; none does today.
 */
export const KNOWN_AGENTS: readonly KnownAgent[] = [
  { token: 'GPTBot', name: 'GPTBot', vendor: 'OpenAI', class: 'ai-training', source: OPENAI },
  { token: 'OAI-SearchBot', name: 'OAI-SearchBot', vendor: 'OpenAI', class: 'ai-search', source: OPENAI },
  { token: 'ChatGPT-User', name: 'ChatGPT-User', vendor: 'OpenAI', class: 'ai-user', source: OPENAI },
  { token: 'ClaudeBot', name: 'ClaudeBot', vendor: 'Anthropic', class: 'ai-training', source: ANTHROPIC },
  {
    token: 'Claude-SearchBot',
    name: 'Claude-SearchBot',
    vendor: 'Anthropic',
    class: 'ai-search',
    source: ANTHROPIC,
  },
  { token: 'Claude-User', name: 'Claude-User', vendor: 'Anthropic', class: 'ai-user', source: ANTHROPIC },
  {
    token: 'PerplexityBot',
    name: 'PerplexityBot',
    vendor: 'Perplexity',
    class: 'ai-search',
    source: PERPLEXITY,
  },
  {
    token: 'Perplexity-User',
    name: 'Perplexity-User',
    vendor: 'Perplexity',
    class: 'ai-user',
    source: PERPLEXITY,
  },
  {
    token: 'MistralAI-User',
    name: 'MistralAI-User',
    vendor: 'Mistral AI',
    class: 'ai-user',
    source: 'https://docs.mistral.ai/robots',
  },
  {
    token: 'DuckAssistBot',
    name: 'DuckAssistBot',
    vendor: 'DuckDuckGo',
    class: 'ai-search',
    source: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot',
  },
  {
    token: 'meta-externalagent',
    name: 'meta-externalagent',
    vendor: 'Meta',
    class: 'ai-training',
    source: META,
  },
  {
    token: 'meta-externalfetcher',
    name: 'meta-externalfetcher',
    vendor: 'Meta',
    class: 'ai-user',
    source: META,
  },
  {
    token: 'CCBot',
    name: 'CCBot',
    vendor: 'Common Crawl',
    class: 'ai-training',
    source: 'https://commoncrawl.org/ccbot',
  },
  { token: 'Googlebot', name: 'Googlebot', vendor: 'Google', class: 'search', source: GOOGLE },
  {
    token: 'bingbot',
    name: 'bingbot',
    vendor: 'Microsoft',
    class: 'search',
    source: 'https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0',
  },
  {
    token: 'Applebot',
    name: 'Applebot',
    vendor: 'Apple',
    class: 'search',
    source: 'https://support.apple.com/en-us/119829',
  },
  {
    token: 'DuckDuckBot',
    name: 'DuckDuckBot',
    vendor: 'DuckDuckGo',
    class: 'search',
    source: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckduckbot',
  },
];

/**
 * MCP clients by the `clientInfo.name` they send (MCP has no registry of names: these are the names the
 * clients are seen to send). They classify a request whose User-Agent names no agent (a bare HTTP library).
 */
export const KNOWN_MCP_CLIENTS: ReadonlyMap<string, Agent> = new Map([
  ['claude-ai', { name: 'Claude', vendor: 'Anthropic', class: 'ai-user' }],
  ['claude-code', { name: 'Claude Code', vendor: 'Anthropic', class: 'ai-user' }],
  ['openai-mcp', { name: 'ChatGPT', vendor: 'OpenAI', class: 'ai-user' }],
  ['cursor-vscode', { name: 'Cursor', vendor: 'Anysphere', class: 'ai-user' }],
]);
