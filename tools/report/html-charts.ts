// The HTML report's charts as HTML and CSS, not SVG: labels are text at the page's own size, so they stay
// readable on a phone, where an SVG drawn 940 units wide would shrink them to a third.
import { escapeHtml } from '../../src/render/html/escape.js';
import type { ReportText } from './report-text.js';
import { plainText } from './safe-text.js';

export interface Bar {
  label: string;
  value: number;
  color: string;
  /** Shown after the value: a change against the previous period, a note. */
  note?: string;
  /** A name from the log that is an identifier (a tool, a format, a client): set as code, as in the Markdown. */
  code?: boolean;
}

const text = (value: unknown) => escapeHtml(plainText(value));
const width = (value: number, max: number) =>
  `${Math.max(0.5, (value / Math.max(max, 1)) * 100).toFixed(1)}%`;

/** Labelled horizontal bars, the longest scaled to the row's width; on a phone the label sits above its bar. */
export function barList(bars: readonly Bar[], empty: string, t: ReportText): string {
  if (bars.length === 0) return `<p class="empty">${escapeHtml(empty)}</p>`;
  const max = Math.max(...bars.map((b) => b.value));
  const rows = bars.map(
    (b) =>
      `<li><span class="label">${b.code ? `<code>${text(b.label)}</code>` : text(b.label)}</span><span class="track"><span class="bar" style="width:${width(b.value, max)};background:${b.color}"></span></span><span class="value">${t.number(b.value)}${b.note ? ` <small>${escapeHtml(b.note)}</small>` : ''}</span></li>`,
  );
  return `<ol class="bars">${rows.join('')}</ol>`;
}

/** One column per day, stacked by series, with a legend; every label is HTML text under the columns. */
export function dayColumns(
  columns: readonly { label: string; values: readonly number[] }[],
  series: readonly { label: string; color: string }[],
  empty: string,
  t: ReportText,
): string {
  if (columns.length === 0) return `<p class="empty">${escapeHtml(empty)}</p>`;
  const totals = columns.map((c) => c.values.reduce((a, b) => a + b, 0));
  const max = Math.max(...totals, 1);
  const every = Math.ceil(columns.length / 10);
  const cols = columns.map((c, i) => {
    const parts = c.values
      .map((v, s) =>
        v > 0
          ? `<span style="height:${((v / max) * 100).toFixed(2)}%;background:${series[s]?.color}" title="${text(`${t.label(series[s]?.label ?? '')} ${t.number(v)}`)}"></span>`
          : '',
      )
      .join('');
    const label = i % every === 0 ? `<i>${text(t.day(c.label))}</i>` : '';
    return `<li title="${text(`${t.label(t.day(c.label))} ${t.number(totals[i] ?? 0)}`)}"><b>${parts}</b>${label}</li>`;
  });
  return `<div class="days"><span class="axis">${t.number(max)}</span><ol>${cols.join('')}</ol></div>${legend(series)}`;
}

/** One bar split into its parts (a mix), with a legend that carries each part's count. */
export function mixBar(parts: readonly Bar[], empty: string, t: ReportText): string {
  const total = parts.reduce((a, p) => a + p.value, 0);
  if (total === 0) return `<p class="empty">${escapeHtml(empty)}</p>`;
  const spans = parts
    .filter((p) => p.value > 0)
    .map(
      (p) =>
        `<span style="width:${((p.value / total) * 100).toFixed(2)}%;background:${p.color}" title="${text(`${t.label(p.label)} ${t.number(p.value)}`)}"></span>`,
    )
    .join('');
  return `<div class="mix">${spans}</div>${legend(parts.map((p) => ({ label: `${p.label} ${t.number(p.value)}`, color: p.color })))}`;
}

export function legend(series: readonly { label: string; color: string }[]): string {
  return `<ul class="legend">${series.map((s) => `<li><span style="background:${s.color}"></span>${text(s.label)}</li>`).join('')}</ul>`;
}

/** A plain table; every cell's text is escaped here, none may carry markup. */
export function table(
  head: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  empty: string,
  t: ReportText,
): string {
  if (rows.length === 0) return `<p class="empty">${escapeHtml(empty)}</p>`;
  // On a phone each row becomes a card, each cell with its column's name and the site's colon (data-label,
  // drawn by the CSS).
  const cell = (v: string | number, tag: string, label = '') =>
    `<${tag}${typeof v === 'number' ? ' class="num"' : ''}${label ? ` data-label="${escapeHtml(t.label(label))}"` : ''}>${typeof v === 'number' ? t.number(v) : text(v)}</${tag}>`;
  return `<table><thead><tr>${head.map((h) => cell(h, 'th')).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((v, i) => (v === '' ? '<td></td>' : cell(v, 'td', head[i]))).join('')}</tr>`)
    .join('')}</tbody></table>`;
}
