// /robots.txt: everything public is crawlable by everyone, AI agents by name, plus the sitemap and content signals.
import type { Site } from '../../content/site.js';

/**
 * Named so the policy for AI crawlers and agents is explicit rather than inferred from `*`
 * (some of them only honour a group that names them).
 */
export const AI_USER_AGENTS = [
  'GPTBot',
  'ChatGPT-User',
  'OAI-SearchBot',
  'ClaudeBot',
  'Claude-User',
  'Claude-SearchBot',
  'anthropic-ai',
  'PerplexityBot',
  'Perplexity-User',
  'Google-Extended',
  'Applebot',
  'Applebot-Extended',
  'CCBot',
  'Meta-ExternalAgent',
  'Amazonbot',
  'DuckAssistBot',
  'MistralAI-User',
  'cohere-ai',
  'Bytespider',
] as const;

export function contentSignal(site: Site): string {
  return `search=yes, ai-input=yes, ai-train=${site.identity.robots.aiTrain ? 'yes' : 'no'}`;
}

/** What the content's licence is, in one comment line (the OpenAPI document points here when there is none). */
function licenceLine(site: Site): string {
  const licence = site.identity.license;
  if (!licence)
    return '# No licence is granted for this content (all rights reserved); the content signals below say how it may be used.';
  return `# Content licence: ${licence.name} (${licence.identifier ?? licence.url}).`;
}

export function renderRobotsTxt(site: Site): string {
  const base = site.baseUrl;
  return [
    `# robots.txt for ${site.identity.name} (${base})`,
    '# Everything on this site is public and read-only: every crawler and AI agent may fetch all of it,',
    `# including the JSON API under /api/. Agents: start at ${base}/llms.txt or ${base}/agents.md.`,
    '',
    licenceLine(site),
    '',
    '# One group for all user agents; the AI crawlers and agents are listed by name on purpose.',
    'User-agent: *',
    ...AI_USER_AGENTS.map((ua) => `User-agent: ${ua}`),
    '# Content signals (https://contentsignals.org/) state how the content may be used once fetched:',
    '# search=yes: build a search index and show links and excerpts;',
    '# ai-input=yes: use it as input to answer a question in real time (retrieval, grounding);',
    `# ai-train=${site.identity.robots.aiTrain ? 'yes' : 'no'}: ${site.identity.robots.aiTrain ? 'may' : 'do not'} use it to train or fine-tune AI models (set in content/site.yaml).`,
    `Content-Signal: ${contentSignal(site)}`,
    'Allow: /',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
