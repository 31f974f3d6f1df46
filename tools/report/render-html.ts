// The HTML report: one self-contained page in the site's colours and fonts, with a dark scheme, no script.
import { AGENT_CLASSES } from '../../src/domain/agents/agent-table.js';
import { escapeHtml } from '../../src/render/html/escape.js';
import type { Report } from './aggregate.js';
import { formatChange, formatPeriod, share } from './figures.js';
import { type Bar, barList, dayColumns, legend, mixBar, table } from './html-charts.js';
import {
  AGENTS,
  agentsTable,
  bars,
  CLASS_COLORS,
  funnel,
  nf,
  PEOPLE,
  promptsAndResources,
  STATUS_COLORS,
  section,
  sum,
  tile,
} from './html-sections.js';
import type { FullReport } from './periods.js';
import { formatBytes } from './render-md.js';
import { NEUTRAL_THEME, type ReportTheme, reportCss } from './report-style.js';

export { NEUTRAL_THEME, type ReportTheme } from './report-style.js';

export function renderHtml(r: FullReport, theme: ReportTheme = NEUTRAL_THEME): string {
  const p = r.previous;
  const ai = r.classes['ai-training'] + r.classes['ai-search'] + r.classes['ai-user'];
  const aiVisits = r.referrals.filter((x) => x.kind === 'ai').reduce((a, x) => a + x.visits, 0);
  const handoffs = r.handoffs.checkout + r.handoffs.call + r.handoffs.email;
  const change = (now: number, before: (q: Report) => number) => (p ? formatChange(now, before(p)) : '');
  const surfaces: Bar[] = Object.entries(r.surfaces).flatMap(([s, v]) =>
    [
      { label: `${s} · agents`, value: v.agents, color: AGENTS },
      { label: `${s} · people`, value: v.people, color: PEOPLE },
    ].filter((b) => b.value > 0),
  );
  const body = [
    `<header><h1>What agents did with your offer</h1><p>${escapeHtml(theme.title)} · ${escapeHtml(formatPeriod(r.period))}${p ? ` · compared with ${escapeHtml(formatPeriod(p.period))}` : ''}</p></header>`,
    `<div class="tiles">${[
      tile(
        'requests',
        nf.format(r.requests),
        change(r.requests, (q) => q.requests),
      ),
      tile('from AI agents', share(ai, r.requests)),
      tile(
        'visits from AI assistants',
        nf.format(aiVisits),
        change(aiVisits, (q) => q.referrals.filter((x) => x.kind === 'ai').reduce((a, x) => a + x.visits, 0)),
      ),
      tile(
        'hand-offs',
        nf.format(handoffs),
        change(handoffs, (q) => q.handoffs.checkout + q.handoffs.call + q.handoffs.email),
      ),
      tile(
        'fit checks',
        nf.format(sum(r.fit)),
        change(sum(r.fit), (q) => sum(q.fit)),
      ),
      tile(
        'MCP sessions',
        nf.format(sum(r.mcp.clients)),
        change(sum(r.mcp.clients), (q) => sum(q.mcp.clients)),
      ),
    ].join('')}</div>`,
    funnel(r, p),
    section(
      'MCP client sessions',
      barList(bars(r.mcp.clients, CLASS_COLORS['ai-user']), 'No MCP client started a session in the period.'),
    ),
    section(
      'Requests per day by class',
      dayColumns(
        r.days.map((d) => ({ label: d.day, values: AGENT_CLASSES.map((c) => d.classes[c]) })),
        AGENT_CLASSES.map((c) => ({ label: c, color: CLASS_COLORS[c] })),
        'No requests in the period.',
      ),
      true,
    ),
    section('Agents', agentsTable(r), true),
    section(
      'Pages read',
      table(
        ['Page', 'People', 'Agents'],
        r.pages.slice(0, 12).map((x) => [x.path, x.people, x.agents]),
        'No pages read in the period.',
      ),
    ),
    section(
      'What agents read, and what people read',
      barList(surfaces, 'Nothing served in the period.') +
        legend([
          { label: 'agents (every bot class)', color: AGENTS },
          { label: 'people (browsers)', color: PEOPLE },
        ]),
    ),
    section(
      'MCP tools called',
      barList(bars(r.mcp.tools, 'var(--accent)'), 'No MCP tool calls in the period.'),
    ),
    section('MCP prompts and resources', promptsAndResources(r)),
    section(
      'Answers by status',
      mixBar(
        (['2xx', '3xx', '4xx', '5xx'] as const).map((s) => ({
          label: s,
          value: r.statuses[s],
          color: STATUS_COLORS[s],
        })),
        'No answers in the period.',
      ),
    ),
    section(
      'Tokens and formats served',
      `<p>${nf.format(r.markdownTokens)} Markdown tokens · ${escapeHtml(formatBytes(r.bytes))} sent</p>${barList(bars(r.variants, 'var(--accent)'), 'Nothing served.')}`,
    ),
  ].join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Traffic report · ${escapeHtml(theme.title)}</title>
<style>
${reportCss(theme)}
</style></head>
<body><main>
${body}
</main></body></html>
`;
}
