// The Markdown summary: what an owner reads in a minute on a terminal, the funnel first, in the site's words.
// Every name from the log is a code span (safe-text.ts), so no client text can print an escape, start a line or
// make a link; every line starts with the report's own structure (#, -, |, ** or _).
import { agentsTable, funnel, item, listCounts, pagesTable } from './md-sections.js';
import type { FullReport } from './periods.js';
import { ENGLISH, type ReportText } from './report-text.js';

export function renderMarkdown(r: FullReport, t: ReportText = ENGLISH): string {
  const w = t.words;
  const p = r.previous;
  const ai = r.classes['ai-training'] + r.classes['ai-search'] + r.classes['ai-user'];
  const s = r.statuses;
  const period = p
    ? t.fill(w.compared, { period: t.period(r.period), previous: t.period(p.period) })
    : t.period(r.period);
  const surface = (k: string) => w.surfaces[k as keyof typeof w.surfaces];
  const read = (who: 'agents' | 'people') =>
    Object.fromEntries(
      Object.entries(r.surfaces)
        .filter(([k]) => who === 'agents' || k !== 'assets')
        .map(([k, v]) => [k, v[who]]),
    );
  return [
    `# ${w.title}`,
    '',
    `**${t.label(w.period)}** ${period}`,
    '',
    item(t, w.requests, `${t.number(r.requests)}${t.change(r.requests, p?.requests)}`),
    item(
      t,
      w.mix,
      [
        `${w.kinds.ai} ${t.share(ai, r.requests)}`,
        `${w.kinds.search} ${t.share(r.classes.search, r.requests)}`,
        `${w.kinds.people} ${t.share(r.classes.browser, r.requests)}`,
        `${w.kinds.other} ${t.share(r.classes['other-bot'] + r.classes.unknown, r.requests)}`,
      ].join(', '),
    ),
    item(
      t,
      w.answers,
      (['2xx', '3xx', '4xx', '5xx'] as const).map((k) => `${k} ${t.number(s[k])}`).join(', '),
    ),
    '',
    ...funnel(t, r, p),
    `## ${w.sections.agents}`,
    '',
    ...agentsTable(t, r),
    ...pagesTable(t, r),
    `## ${w.sections.mcp}`,
    '',
    item(t, w.mcp.tools, listCounts(t, r.mcp.tools, { before: p?.mcp.tools })),
    item(t, w.mcp.prompts, listCounts(t, r.mcp.prompts)),
    item(t, w.mcp.resources, listCounts(t, r.mcp.resources)),
    item(t, w.mcp.clients, listCounts(t, r.mcp.clients, { before: p?.mcp.clients })),
    item(t, w.mcp.versions, listCounts(t, r.mcp.versions)),
    '',
    `## ${w.sections.served}`,
    '',
    item(t, w.served.agents, listCounts(t, read('agents'), { name: surface })),
    item(t, w.served.people, listCounts(t, read('people'), { name: surface })),
    item(t, w.served.assets, t.number(r.assets.requests)),
    item(t, w.served.formats, listCounts(t, r.variants)),
    item(t, w.served.tokens, t.number(r.markdownTokens)),
    item(t, w.served.bytes, t.bytes(r.bytes)),
    '',
  ].join('\n');
}
