// The Markdown summary: what an owner reads in a minute on a terminal, the funnel first. Every name from the
// log is a code span (safe-text.ts), so no client text can print an escape, start a line or make a link.
import type { Counts, Report } from './aggregate.js';
import { formatChange, formatPeriod, share } from './figures.js';
import type { FullReport } from './periods.js';
import { mdCode } from './safe-text.js';

const n = new Intl.NumberFormat('en');

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

/** Non-zero members of a count table, largest first, as "`a` 3, `b` 1". */
export function listCounts(counts: Counts, limit = 8, before?: Counts): string {
  const entries = Object.entries(counts)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit);
  if (entries.length === 0) return 'none';
  return entries
    .map(([k, v]) => `${mdCode(k)} ${n.format(v)}${before ? formatChange(v, countOf(before, k)) : ''}`)
    .join(', ');
}

/** A count table's value by a name from the log: an own property only (`constructor` is no count). */
const countOf = (counts: Counts, key: string) => (Object.hasOwn(counts, key) ? (counts[key] as number) : 0);

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

function funnel(r: Report, p: Report | undefined): string[] {
  const ai = r.referrals.filter((x) => x.kind === 'ai');
  const search = r.referrals.filter((x) => x.kind === 'search');
  const visits = (list: typeof ai) => list.reduce((a, x) => a + x.visits, 0);
  const pv = (kind: string) => (p ? visits(p.referrals.filter((x) => x.kind === kind)) : undefined);
  const list = (items: typeof ai) =>
    items.length === 0
      ? 'none'
      : items
          .slice(0, 8)
          .map(
            (x) =>
              `${x.kind === 'other' ? 'other sites' : mdCode(x.source)} ${n.format(x.visits)} (to ${x.landingPages
                .slice(0, 3)
                .map((l) => mdCode(l.path))
                .join(', ')})`,
          )
          .join(', ');
  const h = r.handoffs;
  const handoffs = h.checkout + h.call + h.email;
  const fits = Object.entries(r.fitBySurface)
    .map(([surface, verdicts]) => [surface, sum(verdicts)] as const)
    .filter(([, count]) => count > 0);
  return [
    '## Did AI bring you clients?',
    '',
    `- **From AI assistants:** ${n.format(visits(ai))} visits${formatChange(visits(ai), pv('ai'))}: ${list(ai)}`,
    `- **From search engines:** ${n.format(visits(search))} visits${formatChange(visits(search), pv('search'))}: ${list(search)}`,
    `- **Hand-offs:** ${n.format(handoffs)}${formatChange(handoffs, p ? p.handoffs.checkout + p.handoffs.call + p.handoffs.email : undefined)}: checkout ${n.format(h.checkout)}, call ${n.format(h.call)}, e-mail ${n.format(h.email)}; given on ${listCounts(h.byVia)}`,
    `- **Fit checks:** ${fits.length === 0 ? 'none' : fits.map(([s, c]) => `${s} ${n.format(c)}`).join(', ')}; verdicts ${listCounts(r.fit)}`,
    '',
  ];
}

function agentsTable(r: FullReport): string[] {
  const rows = r.agents
    .filter((a) => a.class !== 'browser' && a.class !== 'unknown')
    .slice(0, 15)
    .map((a) => {
      const v = r.verified.find((x) => x.agent === a.name && x.vendor === a.vendor);
      const trust = v
        ? `${n.format(v.signed)} signed, ${n.format(v.invalid)} invalid, ${n.format(v.claimed)} claimed`
        : '';
      const before = r.previous?.agents.find(
        (x) => x.name === a.name && x.vendor === a.vendor && x.class === a.class,
      );
      const change = a.new ? ' (new)' : r.previous ? formatChange(a.requests, before?.requests ?? 0) : '';
      const failed = a.statuses['4xx'] + a.statuses['5xx'];
      return `| ${mdCode(a.name, true)} | ${a.vendor ? mdCode(a.vendor, true) : ''} | ${a.class} | ${n.format(a.requests)}${change} | ${n.format(failed)} | ${trust} |`;
    });
  if (rows.length === 0) return ['No agents in the period.', ''];
  return [
    '| Agent | Vendor | Class | Requests | Failed (4xx, 5xx) | Web Bot Auth |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
}

function pagesTable(r: Report): string[] {
  const rows = r.pages
    .slice(0, 12)
    .map((p) => `| ${mdCode(p.path, true)} | ${n.format(p.people)} | ${n.format(p.agents)} |`);
  if (rows.length === 0) return [];
  return ['## Pages read', '', '| Page | People | Agents |', '|---|---|---|', ...rows, ''];
}

export function renderMarkdown(r: FullReport): string {
  const p = r.previous;
  const ai = r.classes['ai-training'] + r.classes['ai-search'] + r.classes['ai-user'];
  const s = r.statuses;
  return [
    '# What agents did with your offer',
    '',
    `${formatPeriod(r.period)}${p ? `, compared with ${formatPeriod(p.period)}` : ''}.`,
    '',
    `${n.format(r.requests)} requests${formatChange(r.requests, p?.requests)}: ${share(ai, r.requests)} from AI agents, ` +
      `${share(r.classes.search, r.requests)} from search engines, ${share(r.classes.browser, r.requests)} from browsers. ` +
      `Answers: 2xx ${n.format(s['2xx'])}, 3xx ${n.format(s['3xx'])}, 4xx ${n.format(s['4xx'])}, 5xx ${n.format(s['5xx'])}.`,
    '',
    ...funnel(r, p),
    '## Agents',
    '',
    ...agentsTable(r),
    ...pagesTable(r),
    '## MCP',
    '',
    `- **Tools called:** ${listCounts(r.mcp.tools, 8, p?.mcp.tools)}`,
    `- **Prompts:** ${listCounts(r.mcp.prompts)}; **resources read:** ${listCounts(r.mcp.resources)}`,
    `- **Client sessions:** ${listCounts(r.mcp.clients, 8, p?.mcp.clients)}; **versions:** ${listCounts(r.mcp.versions)}`,
    '',
    '## Served',
    '',
    `- **Agents read:** ${listCounts(Object.fromEntries(Object.entries(r.surfaces).map(([k, v]) => [k, v.agents])))}`,
    `- **People read:** ${listCounts(
      Object.fromEntries(
        Object.entries(r.surfaces)
          .filter(([k]) => k !== 'assets')
          .map(([k, v]) => [k, v.people]),
      ),
    )} (and ${n.format(r.assets.requests)} asset requests)`,
    `- **Formats:** ${listCounts(r.variants)}`,
    `- **Markdown tokens:** ${n.format(r.markdownTokens)} (${formatBytes(r.bytes)} sent in all)`,
    '',
  ].join('\n');
}
