// The Markdown summary: what an owner reads in a minute, the biggest figures first.
import type { Report } from './aggregate.js';

const n = new Intl.NumberFormat('en');
const pct = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });

const share = (part: number, whole: number) => (whole === 0 ? '0%' : pct.format(part / whole));

/** Non-zero members of a count table, largest first, as "a 3, b 1". */
export function listCounts(counts: Record<string, number>, limit = 8): string {
  const entries = Object.entries(counts)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit);
  return entries.length === 0 ? 'none' : entries.map(([k, v]) => `${k} ${n.format(v)}`).join(', ');
}

export function renderMarkdown(r: Report): string {
  const day = (t: string | null) => (t ? t.slice(0, 10) : '?');
  const ai = r.classes['ai-training'] + r.classes['ai-search'] + r.classes['ai-user'];
  const lines = [
    '# What agents did with your offer',
    '',
    `${n.format(r.requests)} requests from ${day(r.period.from)} to ${day(r.period.to)}: ` +
      `${share(ai, r.requests)} from AI agents, ${share(r.classes.search, r.requests)} from search engines, ` +
      `${share(r.classes.browser, r.requests)} from browsers.`,
    '',
    `- **By class:** ${listCounts(r.classes)}`,
    `- **Top agents:** ${
      r.agents
        .filter((a) => a.vendor)
        .slice(0, 8)
        .map((a) => `${a.name} (${a.vendor}) ${n.format(a.requests)}`)
        .join(', ') || 'none'
    }`,
    `- **Formats served:** ${listCounts(r.variants)}`,
    `- **Agents read:** ${listCounts(Object.fromEntries(Object.entries(r.surfaces).map(([k, v]) => [k, v.agents])))}; ` +
      `**people read:** ${listCounts(Object.fromEntries(Object.entries(r.surfaces).map(([k, v]) => [k, v.people])))}`,
    `- **MCP tools called:** ${listCounts(r.mcp.tools)}; **clients:** ${listCounts(r.mcp.clients)}; **versions:** ${listCounts(r.mcp.versions)}`,
    `- **Fit checks:** ${listCounts(r.fit)}`,
    `- **Markdown tokens served:** ${n.format(r.markdownTokens)} (about ${n.format(Math.round(r.bytes / 1024))} KB sent in all)`,
    '',
  ];
  return lines.join('\n');
}
