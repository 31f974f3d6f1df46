// The Markdown summary: what an owner reads in a minute, the biggest figures first.
import type { Report } from './aggregate.js';

const n = new Intl.NumberFormat('en');
const pct = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });

/** Bytes in the unit an owner reads: KB under a megabyte, MB above, GB above that. */
export function formatBytes(bytes: number): string {
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat('en', { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${units[unit]}`;
}

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
    `- **Markdown tokens served:** ${n.format(r.markdownTokens)} (${formatBytes(r.bytes)} sent in all)`,
    '',
  ];
  return lines.join('\n');
}
