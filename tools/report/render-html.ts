// The HTML report: one self-contained page in the site's colours, fonts and words, with a dark scheme, no script.
import { AGENT_CLASSES } from '../../src/domain/agents/agent-table.js';
import { escapeHtml } from '../../src/render/html/escape.js';
import type { Report } from './aggregate.js';
import { type Bar, barList, dayColumns, legend, mixBar, table } from './html-charts.js';
import {
  AGENTS,
  agentsTable,
  bars,
  CLASS_COLORS,
  funnel,
  PEOPLE,
  promptsAndResources,
  STATUS_COLORS,
  section,
  sum,
  tile,
} from './html-sections.js';
import type { FullReport } from './periods.js';
import { NEUTRAL_THEME, type ReportTheme, reportCss } from './report-style.js';
import { ENGLISH, type ReportText } from './report-text.js';

const aiVisitsOf = (q: Report) =>
  q.referrals.filter((x) => x.kind === 'ai').reduce((a, x) => a + x.visits, 0);
const handoffsOf = (q: Report) => q.handoffs.checkout + q.handoffs.call + q.handoffs.email;

function tiles(t: ReportText, r: Report, p: Report | undefined): string {
  const w = t.words.tiles;
  const ai = r.classes['ai-training'] + r.classes['ai-search'] + r.classes['ai-user'];
  const figure = (label: string, of: (q: Report) => number) =>
    tile(label, t.number(of(r)), p ? t.change(of(r), of(p)) : '');
  return `<div class="tiles">${[
    figure(w.requests, (q) => q.requests),
    tile(w.aiShare, t.share(ai, r.requests)),
    figure(w.aiVisits, aiVisitsOf),
    figure(w.handoffs, handoffsOf),
    figure(w.fitChecks, (q) => sum(q.fit)),
    figure(w.sessions, (q) => sum(q.mcp.clients)),
  ].join('')}</div>`;
}

export function renderHtml(
  r: FullReport,
  theme: ReportTheme = NEUTRAL_THEME,
  t: ReportText = ENGLISH,
): string {
  const w = t.words;
  const p = r.previous;
  const surfaces: Bar[] = (
    Object.entries(r.surfaces) as [keyof typeof w.surfaces, Report['surfaces']['html']][]
  ).flatMap(([s, v]) =>
    [
      { label: `${w.surfaces[s]} · ${w.columns.agents}`, value: v.agents, color: AGENTS },
      { label: `${w.surfaces[s]} · ${w.columns.people}`, value: v.people, color: PEOPLE },
    ].filter((b) => b.value > 0),
  );
  const period = p
    ? t.fill(w.compared, { period: t.period(r.period), previous: t.period(p.period) })
    : t.period(r.period);
  const body = [
    `<header><h1>${escapeHtml(w.title)}</h1><p>${escapeHtml(theme.title)} · ${escapeHtml(period)}</p></header>`,
    tiles(t, r, p),
    funnel(t, r, p),
    section(w.sections.clients, barList(bars(r.mcp.clients, CLASS_COLORS['ai-user']), w.empty.clients, t)),
    section(
      w.sections.days,
      dayColumns(
        r.days.map((d) => ({ label: d.day, values: AGENT_CLASSES.map((c) => d.classes[c]) })),
        AGENT_CLASSES.map((c) => ({ label: w.classes[c], color: CLASS_COLORS[c] })),
        w.empty.days,
        t,
      ),
      true,
    ),
    section(w.sections.agents, agentsTable(t, r), true),
    section(
      w.sections.pages,
      table(
        [w.columns.page, w.columns.people, w.columns.agents],
        r.pages.slice(0, 12).map((x) => [x.path, x.people, x.agents]),
        w.empty.pages,
        t,
      ),
    ),
    section(
      w.sections.served,
      barList(surfaces, w.empty.served, t) +
        legend([
          { label: w.legend.agents, color: AGENTS },
          { label: w.legend.people, color: PEOPLE },
        ]),
    ),
    section(w.sections.tools, barList(bars(r.mcp.tools, 'var(--accent)'), w.empty.tools, t)),
    section(w.sections.promptsResources, promptsAndResources(t, r)),
    section(
      w.answers,
      mixBar(
        (['2xx', '3xx', '4xx', '5xx'] as const).map((s) => ({
          label: s,
          value: r.statuses[s],
          color: STATUS_COLORS[s],
        })),
        w.empty.statuses,
        t,
      ),
    ),
    section(
      w.sections.formats,
      `<p>${escapeHtml(t.fill(w.served.line, { tokens: t.number(r.markdownTokens), bytes: t.bytes(r.bytes) }))}</p>${barList(bars(r.variants, 'var(--accent)'), w.empty.served, t)}`,
    ),
  ].join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(t.tag)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.fill(w.pageTitle, { name: theme.title }))}</title>
<style>
${reportCss(theme)}
</style></head>
<body><main>
${body}
</main></body></html>
`;
}
