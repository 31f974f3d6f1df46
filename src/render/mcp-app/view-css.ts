// The views' stylesheet: the owner's colours as custom properties, a system font stack close to the site's fonts.
import type { Theme } from '../../content/theme.js';
import { FONT_SOURCES } from '../html/fonts/catalog.js';
import type { Palette } from '../html/style/theme.js';
import { deriveViewPalettes } from './view-theme.js';

/** No web fonts: the host's CSP forbids fetching them, so each family falls back to look-alike system faces. */
const STACKS = {
  serif:
    "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Times New Roman', serif",
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
};

const vars = (p: Palette) =>
  `--bg:${p.bg};--surface:${p.surface};--text:${p.text};--muted:${p.muted};--border:${p.border};` +
  `--accent:${p.accent};--accent-strong:${p.accentStrong};--accent-soft:${p.accentSoft};--on-accent:${p.onAccent};` +
  `--link:${p.link};--success:${p.success};--warn:${p.warn};--calm:${p.calm};--fail:${p.fail};--focus:${p.focus};` +
  `--success-soft:${p.successSoft};--warn-soft:${p.warnSoft};--calm-soft:${p.calmSoft};` +
  `--shadow:${p.shadowRgb};color-scheme:${p.scheme}`;

export function buildViewCss(theme: Theme): string {
  const { light, dark } = deriveViewPalettes(theme);
  const display = STACKS[FONT_SOURCES[theme.fonts.display].fallback];
  const body = STACKS[FONT_SOURCES[theme.fonts.text].fallback];
  return `:root{${vars(light)}}
:root[data-theme=dark]{${vars(dark)}}
*{box-sizing:border-box}
html,body{margin:0;background:transparent}
body{font:15px/1.55 ${body};color:var(--text);-webkit-font-smoothing:antialiased;padding:4px}
.card{background:var(--surface);border:1px solid var(--border);border-radius:14px;padding:28px 28px 24px;max-width:720px;box-shadow:0 1px 2px rgb(var(--shadow)/.06),0 8px 24px -12px rgb(var(--shadow)/.18);position:relative;overflow:hidden}
.card::before{content:"";position:absolute;inset:0 0 auto;height:4px;background:var(--accent)}
.eyebrow{margin:0 0 6px;font-size:12px;letter-spacing:.12em;text-transform:uppercase;color:var(--muted);font-weight:600}
.title{margin:0 0 10px;font-family:${display};font-weight:600;font-size:30px;line-height:1.15;letter-spacing:-.01em}
.summary{margin:0 0 18px;color:var(--text);max-width:62ch}
.price-line{margin:0 0 14px;font-size:16px}
.price-line strong{font-family:${display};font-size:22px;font-weight:600;letter-spacing:-.01em;font-variant-numeric:tabular-nums}
.promise{margin:0 0 18px;padding:12px 14px;border-radius:10px;background:var(--bg);border:1px solid var(--border)}
.promise-line{margin:0}
.promise details{margin-top:4px;font-size:14px}
.promise summary{cursor:pointer;color:var(--link);text-decoration:underline;text-underline-offset:3px;width:max-content;list-style:none;padding:4px 0}
.promise summary::-webkit-details-marker{display:none}
.promise details[open] summary{margin-bottom:6px}
.promise .steps{margin:0;padding:0;list-style:none;display:grid;gap:6px}
.promise .steps li{padding-left:10px;border-left:2px solid var(--border)}
.promise .steps strong{display:block}
.promise p{margin:0}
.section{font-size:12px;letter-spacing:.12em;text-transform:uppercase;color:var(--muted);margin:22px 0 10px;font-weight:600}
.deliverables{margin:0;padding:0;list-style:none;counter-reset:d}
.deliverables li{counter-increment:d;display:grid;grid-template-columns:28px 1fr;column-gap:10px;padding:10px 0;border-top:1px solid var(--border)}
.deliverables li::before{content:counter(d);grid-row:span 2;width:24px;height:24px;border-radius:50%;background:var(--accent-soft);color:var(--link);font-size:12px;font-weight:700;display:grid;place-items:center;margin-top:1px}
.deliverables strong,.criterion strong{display:block;font-weight:600}
.deliverables span,.criterion span{color:var(--muted);font-size:14px}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin-top:22px}
.action{font:inherit;font-size:14px;font-weight:600;border-radius:999px;padding:9px 15px;cursor:pointer;border:1px solid var(--accent);transition:background .15s}
.primary{background:var(--accent);color:var(--on-accent)}
.primary:hover{background:var(--accent-strong);border-color:var(--accent-strong)}
.secondary{background:transparent;color:var(--link)}
.secondary:hover{background:var(--accent-soft)}
.tertiary{background:transparent;border-color:transparent;color:var(--link);text-decoration:underline;text-underline-offset:3px;padding-inline:6px}
.tertiary:hover{text-decoration-thickness:2px}
.action:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.verdict-panel{margin:4px 0 16px;padding:14px 16px;border-radius:10px;border-left:4px solid var(--muted);background:var(--bg)}
.verdict-panel .title{margin:0}
.tally{margin:4px 0 0;font-weight:600;font-variant-numeric:tabular-nums}
.verdict-strong-fit .verdict-panel{background:var(--success-soft);border-left-color:var(--success)}
.verdict-strong-fit .verdict{color:var(--success)}
.verdict-possible-fit .verdict-panel{background:var(--warn-soft);border-left-color:var(--warn)}
.verdict-possible-fit .verdict{color:var(--warn)}
.verdict-poor-fit .verdict-panel{background:var(--calm-soft);border-left-color:var(--calm)}
.verdict-poor-fit .verdict{color:var(--calm)}
.verdict-strong-fit .actions,.verdict-possible-fit .actions,.verdict-poor-fit .actions,.verdict-unknown .actions{margin:0 0 4px}
.checks{margin:0;padding:0;list-style:none}
.check{display:grid;grid-template-columns:148px 1fr;gap:12px;padding:10px 0;border-top:1px solid var(--border)}
.mark{align-self:start;white-space:nowrap;font-size:12px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;padding-top:2px}
.pass .mark{color:var(--success)}
.fail .mark{color:var(--calm)}
.optional .mark,.unknown .mark{color:var(--muted)}
.disclaimer{margin:18px 0 0;font-size:12.5px;color:var(--muted)}
.status{color:var(--muted);margin:12px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:480px){.card{padding:22px 18px}.check{grid-template-columns:1fr;gap:4px}}
`;
}
