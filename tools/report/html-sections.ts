// The HTML report's sections that take more than a chart: the funnel, the agents table, MCP prompts and
// resources, and the fixed colours every chart uses. Every word is the owner's, from ReportText.
import type { AgentClass } from '../../src/domain/agents/agent-table.js';
import { escapeHtml } from '../../src/render/html/escape.js';
import { listAgentRows } from './agent-rows.js';
import { type Counts, type Report, VERDICTS } from './aggregate.js';
import { type Bar, barList, legend, mixBar, table } from './html-charts.js';
import type { FullReport } from './periods.js';
import type { ReportText } from './report-text.js';

/** Fixed class colours: a categorical palette that stays apart on light and dark backgrounds. */
export const CLASS_COLORS: Record<AgentClass, string> = {
  'ai-training': '#7c3aed',
  'ai-search': '#2563eb',
  'ai-user': '#0d9488',
  search: '#65a30d',
  'other-bot': '#c2410c',
  browser: '#db2777',
  unknown: '#9ca3af',
};
const VERDICT_COLORS = {
  'strong-fit': '#16a34a',
  'possible-fit': '#ca8a04',
  'poor-fit': '#dc2626',
  unknown: '#9ca3af',
};
export const STATUS_COLORS = { '2xx': '#16a34a', '3xx': '#2563eb', '4xx': '#ca8a04', '5xx': '#dc2626' };
export const AGENTS = '#2563eb';
export const PEOPLE = '#db2777';

export const sum = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
/** A count table of names from the log (tools, prompts, resources, clients, formats) as bars, largest first. */
export const bars = (counts: Counts, color: string, limit = 8): Bar[] =>
  Object.entries(counts)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([label, value]) => ({ label, value, color, code: true }));

export function tile(label: string, value: string, change = ''): string {
  return `<div class="tile"><b>${escapeHtml(value)}</b><span>${escapeHtml(label)}</span>${change ? `<small>${escapeHtml(change.trim())}</small>` : ''}</div>`;
}

export const section = (title: string, body: string, wide = false) =>
  `<section${wide ? ' class="wide"' : ''}><h2>${escapeHtml(title)}</h2>${body}</section>`;

export function funnel(t: ReportText, r: Report, p: Report | undefined): string {
  const w = t.words;
  const referrals = r.referrals.slice(0, 10).map((x) => {
    const before = p?.referrals.find((y) => y.source === x.source && y.kind === x.kind)?.visits;
    const color =
      x.kind === 'ai'
        ? CLASS_COLORS['ai-user']
        : x.kind === 'search'
          ? CLASS_COLORS.search
          : CLASS_COLORS.unknown;
    const landing = x.landingPages
      .slice(0, 2)
      .map((l) => l.path)
      .join(', ');
    const source = x.kind === 'other' ? w.funnel.otherSites : x.source;
    return {
      label: `${source} → ${landing}`,
      value: x.visits,
      color,
      note: p ? t.change(x.visits, before ?? 0) : '',
    };
  });
  const h = r.handoffs;
  const actions: Bar[] = (['checkout', 'call', 'email'] as const).map((a) => ({
    label: w.actions[a],
    value: h[a],
    color: 'var(--accent)',
    note: p ? t.change(h[a], p.handoffs[a]) : '',
  }));
  const fits = (Object.entries(r.fitBySurface) as [keyof typeof w.fitSurfaces, Record<string, number>][]).map(
    ([surface, v]) => ({ label: w.fitSurfaces[surface], value: sum(v), color: 'var(--accent)' }),
  );
  const vias = (Object.entries(h.byVia) as [keyof typeof w.vias, number][])
    .filter(([, v]) => v > 0)
    .map(([via, v]) => `${w.vias[via]} ${t.number(v)}`);
  return [
    section(w.sections.referrals, barList(referrals, w.empty.referrals, t)),
    section(
      w.sections.handoffs,
      `${barList(
        actions.filter((a) => a.value > 0 || p),
        w.empty.handoffs,
        t,
      )}<p><small>${escapeHtml(`${t.label(w.funnel.handoffsVia)} ${vias.join(', ') || w.none}`)}</small></p>`,
    ),
    section(
      w.funnel.fitChecks,
      barList(
        fits.filter((f) => f.value > 0),
        w.empty.fit,
        t,
      ) +
        mixBar(
          VERDICTS.map((v) => ({ label: t.verdicts[v], value: r.fit[v], color: VERDICT_COLORS[v] })),
          '',
          t,
        ),
    ),
  ].join('\n');
}

export function promptsAndResources(t: ReportText, r: Report): string {
  const w = t.words;
  const list = [
    ...bars(r.mcp.prompts, CLASS_COLORS['ai-search']),
    ...bars(r.mcp.resources, CLASS_COLORS['ai-training']),
  ];
  if (list.length === 0) return barList(list, w.empty.promptsResources, t);
  return (
    barList(list, '', t) +
    legend([
      { label: w.legend.prompts, color: CLASS_COLORS['ai-search'] },
      { label: w.legend.resources, color: CLASS_COLORS['ai-training'] },
    ])
  );
}

export function agentsTable(t: ReportText, r: FullReport): string {
  const w = t.words;
  const rows = listAgentRows(t, r, ' · ').map(({ agent: a, change, failed, trust }) => [
    a.name,
    a.vendor ?? '',
    w.classes[a.class],
    a.requests,
    change,
    failed,
    trust,
  ]);
  const c = w.columns;
  return table(
    [c.agent, c.vendor, c.class, c.requests, c.change, c.failed, c.trust],
    rows,
    w.empty.agents,
    t,
  );
}
