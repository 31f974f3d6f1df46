// The HTML report: one self-contained page in the site's colours and fonts, with a dark scheme, no script.
import { AGENT_CLASSES, type AgentClass } from '../../src/domain/agents/agent-table.js';
import { escapeHtml } from '../../src/render/html/escape.js';
import { type Counts, type Report, VERDICTS } from './aggregate.js';
import { formatChange, formatPeriod, share } from './figures.js';
import { type Bar, barList, dayColumns, legend, mixBar, table } from './html-charts.js';
import type { FullReport } from './periods.js';
import { formatBytes } from './render-md.js';
import { NEUTRAL_THEME, type ReportTheme, reportCss } from './report-style.js';

export { NEUTRAL_THEME, type ReportTheme } from './report-style.js';

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
const STATUS_COLORS = { '2xx': '#16a34a', '3xx': '#2563eb', '4xx': '#ca8a04', '5xx': '#dc2626' };
const AGENTS = '#2563eb';
const PEOPLE = '#db2777';

const nf = new Intl.NumberFormat('en');
const sum = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
const bars = (counts: Counts, color: string, limit = 8): Bar[] =>
  Object.entries(counts)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([label, value]) => ({ label, value, color }));

function tile(label: string, value: string, change = ''): string {
  return `<div class="tile"><b>${escapeHtml(value)}</b><span>${escapeHtml(label)}</span>${change ? `<small>${escapeHtml(change.trim())}</small>` : ''}</div>`;
}

const section = (title: string, body: string, wide = false) =>
  `<section${wide ? ' class="wide"' : ''}><h2>${escapeHtml(title)}</h2>${body}</section>`;

function funnel(r: Report, p: Report | undefined): string {
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

function promptsAndResources(r: Report): string {
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

function agentsTable(r: FullReport): string {
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
