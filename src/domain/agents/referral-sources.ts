// Where a person came from, by the host of their Referer or their link's utm_source: AI assistants and search
// engines, one table (docs/logs.md, "Referrals", lists it). Only the source's name is ever logged.

export type ReferralKind = 'ai' | 'search';

export interface ReferralSource {
  /** The name the log and the report use. */
  source: string;
  kind: ReferralKind;
  /** Hosts (a subdomain matches too: www.perplexity.ai is perplexity.ai) a person comes from. */
  hosts: readonly string[];
  /** utm_source values the assistant or its users put on links (compared lower-case), besides the hosts. */
  utm?: readonly string[];
}

/**
 * AI assistants first: gemini.google.com is Gemini, not Google search. A host is matched as written or as a
 * parent domain; Google and Yandex also by country domain (google.de, google.co.uk, yandex.com.tr).
 */
export const REFERRAL_SOURCES: readonly ReferralSource[] = [
  { source: 'ChatGPT', kind: 'ai', hosts: ['chatgpt.com', 'chat.openai.com'], utm: ['chatgpt', 'openai'] },
  { source: 'Claude', kind: 'ai', hosts: ['claude.ai'], utm: ['claude', 'anthropic'] },
  { source: 'Perplexity', kind: 'ai', hosts: ['perplexity.ai'], utm: ['perplexity'] },
  { source: 'Gemini', kind: 'ai', hosts: ['gemini.google.com', 'bard.google.com'], utm: ['gemini', 'bard'] },
  {
    source: 'Copilot',
    kind: 'ai',
    hosts: ['copilot.microsoft.com', 'copilot.cloud.microsoft', 'copilot.com'],
    utm: ['copilot'],
  },
  { source: 'Le Chat', kind: 'ai', hosts: ['chat.mistral.ai'], utm: ['mistral', 'le-chat', 'lechat'] },
  { source: 'DeepSeek', kind: 'ai', hosts: ['chat.deepseek.com'], utm: ['deepseek'] },
  { source: 'Grok', kind: 'ai', hosts: ['grok.com'], utm: ['grok'] },
  { source: 'Meta AI', kind: 'ai', hosts: ['meta.ai'], utm: ['meta-ai', 'metaai'] },
  { source: 'Duck.ai', kind: 'ai', hosts: ['duck.ai'] },
  { source: 'You.com', kind: 'ai', hosts: ['you.com'] },
  { source: 'Phind', kind: 'ai', hosts: ['phind.com'] },
  { source: 'Poe', kind: 'ai', hosts: ['poe.com'] },
  { source: 'Google', kind: 'search', hosts: ['google.com'], utm: ['google'] },
  { source: 'Bing', kind: 'search', hosts: ['bing.com'], utm: ['bing'] },
  { source: 'DuckDuckGo', kind: 'search', hosts: ['duckduckgo.com'], utm: ['duckduckgo'] },
  { source: 'Yahoo', kind: 'search', hosts: ['search.yahoo.com', 'yahoo.com'], utm: ['yahoo'] },
  { source: 'Yandex', kind: 'search', hosts: ['yandex.ru', 'yandex.com', 'ya.ru'], utm: ['yandex'] },
  { source: 'Baidu', kind: 'search', hosts: ['baidu.com'], utm: ['baidu'] },
  { source: 'Ecosia', kind: 'search', hosts: ['ecosia.org'], utm: ['ecosia'] },
  { source: 'Brave Search', kind: 'search', hosts: ['search.brave.com'] },
  { source: 'Startpage', kind: 'search', hosts: ['startpage.com'] },
  { source: 'Qwant', kind: 'search', hosts: ['qwant.com'] },
  { source: 'Kagi', kind: 'search', hosts: ['kagi.com'] },
  { source: 'Naver', kind: 'search', hosts: ['naver.com'] },
  { source: 'Seznam', kind: 'search', hosts: ['seznam.cz'] },
];

/** Search engines also served from a country domain: google.de, google.co.uk, yandex.com.tr. */
export const COUNTRY_DOMAIN_SOURCES: ReadonlyMap<string, string> = new Map([
  ['google', 'Google'],
  ['yandex', 'Yandex'],
]);
