// The Markdown report's parts: counts as "`a` 3, `b` 1", labelled list items, the funnel and the two tables.
// Names from the log are code spans (safe-text.ts); the report's own keys (a class, a surface) are the owner's
// words.

import { listAgentRows } from './agent-rows.js';
import type { Counts, Report } from './aggregate.js';
import type { FullReport } from './periods.js';
import type { ReportText } from './report-text.js';
import { mdCode } from './safe-text.js';

/** A count table's value by a name from the log: an own property only (`constructor` is no count). */
const countOf = (counts: Counts, key: string) => (Object.hasOwn(counts, key) ? (counts[key] as number) : 0);

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * Non-zero members of a count table, largest first, as "`a` 3, `b` 1": names from the log as code, or through
 * `name` for the report's own keys (a class, a surface), which are the owner's words.
 */
export function listCounts(
  t: ReportText,
  counts: Counts,
  options: { limit?: number; before?: Counts; name?: (key: string) => string | undefined } = {},
): string {
  const { limit = 8, before, name } = options;
  const entries = Object.entries(counts)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit);
  if (entries.length === 0) return t.words.none;
  return entries
    .map(
      ([k, v]) => `${name?.(k) ?? mdCode(k)} ${t.number(v)}${before ? t.change(v, countOf(before, k)) : ''}`,
    )
    .join(', ');
}

/** `- **Label:** value`: a list item whose label is the owner's word. */
export const item = (t: ReportText, label: string, value: string) => `- **${t.label(label)}** ${value}`;

export function funnel(t: ReportText, r: Report, p: Report | undefined): string[] {
  const w = t.words;
  const visits = (list: Report['referrals']) => list.reduce((a, x) => a + x.visits, 0);
  const ofKind = (q: Report, kind: string) => q.referrals.filter((x) => x.kind === kind);
  const sources = (kind: string) => {
    const list = ofKind(r, kind);
    const named = list.slice(0, 8).map((x) => {
      const pages = x.landingPages.slice(0, 3).map((l) => mdCode(l.path));
      const source = x.kind === 'other' ? w.funnel.otherSites : mdCode(x.source);
      return `${source} ${t.number(x.visits)} → ${pages.join(', ')}`;
    });
    const total = `${t.number(visits(list))}${p ? t.change(visits(list), visits(ofKind(p, kind))) : ''}`;
    return named.length === 0 ? total : `${t.label(total)} ${t.join(named)}`;
  };
  const h = r.handoffs;
  const handoffs = h.checkout + h.call + h.email;
  const before = p ? p.handoffs.checkout + p.handoffs.call + p.handoffs.email : undefined;
  const actions = (['checkout', 'call', 'email'] as const).map((a) => `${w.actions[a]} ${t.number(h[a])}`);
  const fits = Object.fromEntries(Object.entries(r.fitBySurface).map(([s, v]) => [s, sum(v)]));
  return [
    `## ${w.funnel.title}`,
    '',
    item(t, w.funnel.fromAi, sources('ai')),
    item(t, w.funnel.fromSearch, sources('search')),
    item(
      t,
      w.funnel.handoffs,
      `${t.label(`${t.number(handoffs)}${t.change(handoffs, before)}`)} ${actions.join(', ')}`,
    ),
    item(t, w.funnel.handoffsVia, listCounts(t, h.byVia, { name: (k) => w.vias[k as keyof typeof w.vias] })),
    item(
      t,
      w.funnel.fitChecks,
      listCounts(t, fits, { name: (k) => w.fitSurfaces[k as keyof typeof w.fitSurfaces] }),
    ),
    item(
      t,
      w.funnel.fitVerdicts,
      listCounts(t, r.fit, { name: (k) => t.verdicts[k as keyof typeof t.verdicts] }),
    ),
    '',
  ];
}

export function agentsTable(t: ReportText, r: FullReport): string[] {
  const w = t.words;
  const rows = listAgentRows(t, r, ', ').map(({ agent: a, change, failed, trust }) => {
    const requests = `${t.number(a.requests)}${change ? ` (${change})` : ''}`;
    return `| ${mdCode(a.name, true)} | ${a.vendor ? mdCode(a.vendor, true) : ''} | ${w.classes[a.class]} | ${requests} | ${t.number(failed)} | ${trust} |`;
  });
  if (rows.length === 0) return [`_${w.empty.agents}_`, ''];
  const c = w.columns;
  return [
    `| ${c.agent} | ${c.vendor} | ${c.class} | ${c.requests} | ${c.failed} | ${c.trust} |`,
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
}

export function pagesTable(t: ReportText, r: Report): string[] {
  const rows = r.pages
    .slice(0, 12)
    .map((p) => `| ${mdCode(p.path, true)} | ${t.number(p.people)} | ${t.number(p.agents)} |`);
  if (rows.length === 0) return [];
  const c = t.words.columns;
  return [
    `## ${t.words.sections.pages}`,
    '',
    `| ${c.page} | ${c.people} | ${c.agents} |`,
    '|---|---|---|',
    ...rows,
    '',
  ];
}
