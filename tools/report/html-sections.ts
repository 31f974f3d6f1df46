// The HTML report's sections that take more than a chart: the funnel, the agents table, MCP prompts and
// resources, and the fixed colours every chart uses.
import type { AgentClass } from '../../src/domain/agents/agent-table.js';
import { escapeHtml } from '../../src/render/html/escape.js';
import { type Counts, type Report, VERDICTS } from './aggregate.js';
import { formatChange } from './figures.js';
import { type Bar, barList, legend, mixBar, table } from './html-charts.js';
import type { FullReport } from './periods.js';

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

export const nf = new Intl.NumberFormat('en');
export const sum = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
export const bars = (counts: Counts, color: string, limit = 8): Bar[] =>
  Object.entries(counts)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([label, value]) => ({ label, value, color }));

export function tile(label: string, value: string, change = ''): string {
  return `<div class="tile"><b>${escapeHtml(value)}</b><span>${escapeHtml(label)}</span>${change ? `<small>${escapeHtml(change.trim())}</small>` : ''}</div>`;
}

export const section = (title: string, body: string, wide = false) =>
  `<section${wide ? ' class="wide"' : ''}><h2>${escapeHtml(title)}</h2>${body}</section>`;

export function funnel(r: Report, p: Report | undefined): string {
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
    const source = x.kind === 'other' ? 'other sites' : x.source;
    return {
      label: `${source} → ${landing}`,
      value: x.visits,
      color,
      note: p ? formatChange(x.visits, before ?? 0) : '',
    };
  });
  const h = r.handoffs;
  const actions: Bar[] = (['checkout', 'call', 'email'] as const).map((a) => ({
    label: a === 'email' ? 'e-mail' : a,
    value: h[a],
    color: 'var(--accent)',
    note: p ? formatChange(h[a], p.handoffs[a]) : '',
  }));
  const fits = (Object.entries(r.fitBySurface) as [string, Record<string, number>][]).map(([surface, v]) => ({
    label: surface,
    value: sum(v),
    color: 'var(--accent)',
  }));
  return [
    section(
      'People sent by AI assistants and search',
      barList(referrals, 'No visits from AI assistants or search engines in the period.'),
    ),
    section(
      'Hand-offs to checkout, call and e-mail',
      `${barList(
        actions.filter((a) => a.value > 0 || p),
        'No hand-offs in the period.',
      )}<p><small>Given on: ${escapeHtml(
        Object.entries(h.byVia)
          .filter(([, v]) => v > 0)
          .map(([via, v]) => `${via} ${nf.format(v)}`)
          .join(', ') || 'none',
      )}</small></p>`,
    ),
    section(
      'Fit checks by surface',
      barList(
        fits.filter((f) => f.value > 0),
        'No fit checks in the period.',
      ) +
        mixBar(
          VERDICTS.map((v) => ({ label: v, value: r.fit[v], color: VERDICT_COLORS[v] })),
          '',
        ),
    ),
  ].join('\n');
}

export function promptsAndResources(r: Report): string {
  const list = [
    ...bars(r.mcp.prompts, CLASS_COLORS['ai-search']),
    ...bars(r.mcp.resources, CLASS_COLORS['ai-training']),
  ];
  if (list.length === 0) return barList(list, 'No prompts or resource reads in the period.');
  return (
    barList(list, '') +
    legend([
      { label: 'prompts', color: CLASS_COLORS['ai-search'] },
      { label: 'resources read', color: CLASS_COLORS['ai-training'] },
    ])
  );
}

export function agentsTable(r: FullReport): string {
  const rows = r.agents
    .filter((a) => a.class !== 'browser' && a.class !== 'unknown')
    .slice(0, 15)
    .map((a) => {
      const v = r.verified.find((x) => x.agent === a.name && x.vendor === a.vendor);
      const before = r.previous?.agents.find(
        (x) => x.name === a.name && x.vendor === a.vendor && x.class === a.class,
      );
      // formatChange's " (+25%)" without its brackets, as a column of its own.
      const change = a.new
        ? 'new'
        : r.previous
          ? formatChange(a.requests, before?.requests ?? 0)
              .trim()
              .slice(1, -1)
          : '';
      const trust = v
        ? `${nf.format(v.signed)} signed · ${nf.format(v.invalid)} invalid · ${nf.format(v.claimed)} claimed`
        : '';
      return [
        a.name,
        a.vendor ?? '',
        a.class,
        a.requests,
        change,
        a.statuses['4xx'] + a.statuses['5xx'],
        trust,
      ];
    });
  return table(
    ['Agent', 'Vendor', 'Class', 'Requests', 'Change', 'Failed', 'Web Bot Auth'],
    rows,
    'No agents in the period.',
  );
}
