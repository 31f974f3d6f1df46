// The HTML report's look: the site's palette (its dark scheme under prefers-color-scheme) and its fonts, inline.
import type { Theme } from '../../src/content/theme.js';
import { EN_WORDS } from '../../src/content/words/defaults.js';
import { FONT_DATA } from '../../src/render/html/fonts/font-data.js';
import { fontStack } from '../../src/render/html/fonts/font-files.js';
import { deriveDarkPalette, derivePalette, type Palette } from '../../src/render/html/style/theme.js';

export interface ReportTheme {
  title: string;
  light: Palette;
  dark: Palette;
  /** The site's faces; without a content folder, the system's. */
  fonts?: Theme['fonts'];
}

/** A theme of neutral colours, for a report made without a readable content folder. */
const NEUTRAL: Theme = {
  palette: {
    accent: '#1f4e79',
    accentText: '#ffffff',
    accentInk: '#1f4e79',
    background: '#ffffff',
    text: '#1a1a1a',
  },
  fonts: { display: 'inter', text: 'inter' },
};

export function reportTheme(
  title: string,
  theme: Theme = NEUTRAL,
  withFonts = theme !== NEUTRAL,
): ReportTheme {
  const light = derivePalette(theme);
  return {
    title,
    light,
    dark: deriveDarkPalette(theme) ?? light,
    ...(withFonts ? { fonts: theme.fonts } : {}),
  };
}

/** Without a content folder: the English words' name for an untitled site, and neutral colours. */
export const NEUTRAL_THEME = reportTheme(EN_WORDS.report.untitled);

const vars = (p: Palette) =>
  `--bg:${p.bg};--surface:${p.surface};--text:${p.text};--muted:${p.muted};--border:${p.border};--accent:${p.accent};--link:${p.link};--on-accent:${p.onAccent};--accent-soft:${p.accentSoft}`;

/** The woff2 files inline (data: URLs): the report is one file an owner can mail or open offline. */
function fontFaces(fonts: Theme['fonts']): string {
  return [...new Set([fonts.display, fonts.text])]
    .map((id) => {
      const f = FONT_DATA[id];
      return `@font-face{font-family:"${f.family}";src:url(data:font/woff2;base64,${f.woff2}) format("woff2");font-weight:${f.weight};font-display:swap}`;
    })
    .join('\n');
}

export function reportCss(t: ReportTheme): string {
  const body = t.fonts ? fontStack(t.fonts.text) : 'system-ui,-apple-system,"Segoe UI",sans-serif';
  const display = t.fonts ? fontStack(t.fonts.display) : body;
  return `${t.fonts ? fontFaces(t.fonts) : ''}
:root{${vars(t.light)};color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{${vars(t.dark)}}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 ${body}}
main{max-width:1040px;margin:0 auto;padding:28px 20px;display:grid;grid-template-columns:1fr 1fr;gap:18px}
header,.tiles,.wide{grid-column:1/-1}h1,h2{font-family:${display}}h1{margin:0;color:var(--accent);font-size:2rem;line-height:1.15}
header p{margin:6px 0 0;color:var(--muted)}h2{font-size:1.15rem;margin:0 0 12px}
section{background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:16px;min-width:0}
.tiles{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px}
.tile{background:var(--accent);color:var(--on-accent);border-radius:12px;padding:12px 14px}
.tile b{display:block;font-size:1.6rem;line-height:1.2}.tile span{font-size:.9rem}.tile small{display:block;font-size:.85rem;opacity:.9}
.empty{color:var(--muted);margin:0}small{color:var(--muted);font-size:.85em}.tile small{color:inherit}
.bars{list-style:none;margin:0;padding:0;display:grid;gap:6px}
.bars li{display:grid;grid-template-columns:minmax(0,11rem) 1fr auto;align-items:center;gap:10px;font-size:.9rem}
.bars .label{overflow-wrap:anywhere}code{font:.9em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}.bars .track{height:14px}.bars .bar{display:block;height:100%;border-radius:3px}
.bars .value{font-variant-numeric:tabular-nums;white-space:nowrap}
.days{display:grid;grid-template-columns:auto 1fr;gap:8px}.days .axis{font-size:.8rem;color:var(--muted)}
.days ol{list-style:none;margin:0;padding:0;display:flex;align-items:stretch;gap:2px;height:200px;border-bottom:1px solid var(--border)}
.days li{flex:1;display:flex;flex-direction:column;min-width:0;position:relative}
.days b{flex:1;display:flex;flex-direction:column-reverse}.days b span{display:block;min-height:0}
.days i{position:absolute;top:100%;left:0;font-style:normal;font-size:.75rem;color:var(--muted);padding-top:4px;white-space:nowrap}
.days+.legend{margin-top:28px}
.mix{display:flex;height:24px;border-radius:6px;overflow:hidden;margin-top:12px}
.legend{list-style:none;padding:0;margin:10px 0 0;display:flex;flex-wrap:wrap;gap:6px 14px;font-size:.85rem}
.legend span{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:6px}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid var(--border);vertical-align:top}th{color:var(--muted);font-weight:600}
.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
@media (max-width:700px){main{grid-template-columns:1fr;padding:20px 14px}h1{font-size:1.6rem}
.bars li{grid-template-columns:1fr auto}.bars .label{grid-column:1/-1}
thead{display:none}table,tbody,tr,td{display:block}tr{padding:8px 0;border-bottom:1px solid var(--border)}
td,td.num{border:0;padding:1px 0;text-align:left}td:empty{display:none}td:first-child{font-weight:600}
td[data-label]:not(:first-child)::before{content:attr(data-label) " ";color:var(--muted)}}`;
}
