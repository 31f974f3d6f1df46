// The HTML report: one self-contained page, inline SVG charts in the site's colours, no script at all.
import { AGENT_CLASSES, type AgentClass } from '../../src/domain/agents/agent-table.js';
import { escapeHtml } from '../../src/render/html/escape.js';
import { type Report, SURFACES, VERDICTS } from './aggregate.js';
import { formatBytes } from './render-md.js';
import { type Bar, barChart, legend, mixBar, stackedColumns } from './svg-charts.js';

export interface ReportTheme {
  title: string;
  accent: string;
  /** Text on the accent (the theme's choice of white or its text colour). */
  accentText: string;
  background: string;
  text: string;
}

export const NEUTRAL_THEME: ReportTheme = {
  title: 'Your offer site',
  accent: '#1f4e79',
  accentText: '#ffffff',
  background: '#ffffff',
  text: '#1a1a1a',
};

/** Fixed class colours (a categorical palette that stays apart on white and in print). */
export const CLASS_COLORS: Record<AgentClass, string> = {
  'ai-training': '#6d28d9',
  'ai-search': '#2563eb',
  'ai-user': '#0d9488',
  search: '#65a30d',
  'other-bot': '#b45309',
  browser: '#db2777',
  unknown: '#9ca3af',
};
const VERDICT_COLORS = {
  'strong-fit': '#15803d',
  'possible-fit': '#ca8a04',
  'poor-fit': '#b91c1c',
  unknown: '#9ca3af',
};
const AGENTS_COLOR = '#2563eb';
const PEOPLE_COLOR = '#db2777';

const nf = new Intl.NumberFormat('en');
const top = (counts: Record<string, number>, color: string, limit = 8): Bar[] =>
  Object.entries(counts)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([label, value]) => ({ label, value, color }));

function tile(label: string, value: string): string {
  return `<div class="tile"><b>${escapeHtml(value)}</b><span>${escapeHtml(label)}</span></div>`;
}

function section(title: string, body: string, wide = false): string {
  return `<section${wide ? ' class="wide"' : ''}><h2>${escapeHtml(title)}</h2>${body}</section>`;
}

export function renderHtml(r: Report, theme: ReportTheme = NEUTRAL_THEME): string {
  const ai = r.classes['ai-training'] + r.classes['ai-search'] + r.classes['ai-user'];
  const mcpCalls = Object.values(r.mcp.methods).reduce((a, b) => a + b, 0);
  const fits = Object.values(r.fit).reduce((a, b) => a + b, 0);
  const period = `${r.period.from?.slice(0, 10) ?? '?'} to ${r.period.to?.slice(0, 10) ?? '?'}`;
  // Two bars per surface, agents then people; a zero bar is left out, the label stays on the first one shown.
  const surfaces: Bar[] = SURFACES.flatMap((s) => {
    const pair = [
      { label: '', value: r.surfaces[s].agents, color: AGENTS_COLOR },
      { label: '', value: r.surfaces[s].people, color: PEOPLE_COLOR },
    ].filter((b) => b.value > 0);
    if (pair[0]) pair[0].label = s;
    return pair;
  });
  const days = stackedColumns(
    r.days.map((d) => ({ label: d.day, values: AGENT_CLASSES.map((c) => d.classes[c]) })),
    AGENT_CLASSES.map((c) => ({ label: c, color: CLASS_COLORS[c] })),
    'Requests per day by class',
  );
  const agents = barChart(
    r.agents
      .filter((a) => a.class !== 'browser' && a.class !== 'unknown')
      .slice(0, 10)
      .map((a) => ({
        label: a.vendor ? `${a.name} · ${a.vendor}` : a.name,
        value: a.requests,
        color: CLASS_COLORS[a.class],
      })),
    'Top agents',
  );
  const tokensByVariant = top(r.variants, theme.accent);
  const body = [
    `<header><h1>What agents did with your offer</h1><p>${escapeHtml(theme.title)} · ${escapeHtml(period)}</p></header>`,
    `<div class="tiles">${[
      tile('requests', nf.format(r.requests)),
      tile('from AI agents', r.requests ? `${Math.round((ai / r.requests) * 100)}%` : '0%'),
      tile('MCP calls', nf.format(mcpCalls)),
      tile('fit checks', nf.format(fits)),
      tile('Markdown tokens served', nf.format(r.markdownTokens)),
    ].join('')}</div>`,
    section('Requests per day by class', days, true),
    section('Top agents (bots and AI)', agents),
    section(
      'What agents read, and what people read',
      barChart(surfaces, 'Surfaces by audience') +
        legend([
          { label: 'agents (every bot class)', color: AGENTS_COLOR },
          { label: 'people (browsers)', color: PEOPLE_COLOR },
        ]),
    ),
    section('MCP tools called', barChart(top(r.mcp.tools, theme.accent), 'MCP tools')),
    section('MCP clients', barChart(top(r.mcp.clients, CLASS_COLORS['ai-user']), 'MCP clients')),
    section(
      'Fit verdicts',
      mixBar(
        VERDICTS.map((v) => ({ label: v, value: r.fit[v], color: VERDICT_COLORS[v] })),
        'Fit checks',
      ),
    ),
    section(
      'Tokens and formats served',
      `<p class="big">${nf.format(r.markdownTokens)} <small>Markdown tokens · ${formatBytes(r.bytes)} sent</small></p>${barChart(tokensByVariant, 'Requests per format')}`,
    ),
  ].join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Traffic report · ${escapeHtml(theme.title)}</title>
<style>
:root{--accent:${theme.accent};--on-accent:${theme.accentText};--bg:${theme.background};--text:${theme.text}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:1000px;margin:0 auto;padding:28px 24px;display:grid;grid-template-columns:1fr 1fr;gap:18px}
header,.tiles,.wide{grid-column:1/-1}h1{margin:0;color:var(--accent);font-size:28px}header p{margin:4px 0 0;opacity:.75}
h2{font-size:15px;margin:0 0 10px;text-transform:uppercase;letter-spacing:.04em;opacity:.8}
section{border:1px solid color-mix(in srgb,var(--text) 15%,transparent);border-radius:10px;padding:16px}
.tiles{display:grid;grid-template-columns:repeat(5,1fr);gap:12px}.tile{background:var(--accent);color:var(--on-accent);border-radius:10px;padding:12px 14px}
.tile b{display:block;font-size:26px}.tile span{font-size:13px;opacity:.9}
svg{display:block;font-size:12px;fill:currentColor;overflow:visible}.empty{opacity:.6}
.legend{list-style:none;padding:0;margin:8px 0 0;display:flex;flex-wrap:wrap;gap:6px 14px;font-size:12px}
.legend span{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:5px}
.big{font-size:28px;margin:0 0 10px;color:var(--accent)}.big small{font-size:13px;color:var(--text);opacity:.75}
@media (max-width:700px){main{grid-template-columns:1fr}.tiles{grid-template-columns:1fr 1fr}}
</style></head>
<body><main>
${body}
</main></body></html>
`;
}
