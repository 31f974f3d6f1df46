// /robots.txt: everything public is crawlable by everyone, AI agents by name, plus the sitemap and content signals.

import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';

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
function licenceLines(site: Site): string[] {
  const w = site.words.agents.robots;
  const licence = site.identity.license;
  if (!licence) return comment(w.noLicence);
  return comment(
    fillWords(w.licence, { licence: licence.name, id: licence.identifier ?? licence.url ?? '' }),
  );
}

const WIDTH = 100;

/** A text as comment lines of at most ~100 characters, broken at spaces (any owner text stays a comment). */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.length > 1 && line.length + word.length + 1 > WIDTH) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

export function renderRobotsTxt(site: Site): string {
  const w = site.words.agents.robots;
  const base = site.baseUrl;
  return [
    ...comment(fillWords(w.title, { name: site.identity.name, base })),
    ...comment(fillWords(w.open, { base })),
    '',
    ...licenceLines(site),
    '',
    ...comment(w.group),
    'User-agent: *',
    ...AI_USER_AGENTS.map((ua) => `User-agent: ${ua}`),
    ...comment(w.signals),
    ...comment(w.search),
    ...comment(w.input),
    ...comment(site.identity.robots.aiTrain ? w.trainYes : w.trainNo),
    `Content-Signal: ${contentSignal(site)}`,
    'Allow: /',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
