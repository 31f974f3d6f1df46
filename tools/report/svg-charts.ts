// Inline SVG charts for the HTML report: horizontal bars, stacked columns, one stacked bar. No script, no fonts.
import { escapeHtml } from '../../src/render/html/escape.js';

export interface Bar {
  label: string;
  value: number;
  color: string;
}

const nf = new Intl.NumberFormat('en');
const ROW = 26;

/** Labelled horizontal bars with their values, the longest scaled to the chart's width. */
export function barChart(bars: readonly Bar[], title: string, width = 460): string {
  if (bars.length === 0) return `<p class="empty">No data for ${escapeHtml(title.toLowerCase())}.</p>`;
  const labelW = 150;
  const max = Math.max(...bars.map((b) => b.value), 1);
  const span = width - labelW - 60;
  const rows = bars.map((b, i) => {
    const y = i * ROW;
    const w = Math.max(2, (b.value / max) * span);
    return `<text x="${labelW - 8}" y="${y + 17}" text-anchor="end">${escapeHtml(b.label)}</text><rect x="${labelW}" y="${y + 5}" width="${w.toFixed(1)}" height="16" rx="3" fill="${b.color}"/><text x="${(labelW + w + 6).toFixed(1)}" y="${y + 17}">${nf.format(b.value)}</text>`;
  });
  return `<svg role="img" aria-label="${escapeHtml(title)}" viewBox="0 0 ${width} ${bars.length * ROW + 4}" width="100%">${rows.join('')}</svg>`;
}

/** One column per day, stacked by series; a legend below names the series. */
export function stackedColumns(
  columns: readonly { label: string; values: readonly number[] }[],
  series: readonly { label: string; color: string }[],
  title: string,
  width = 940,
): string {
  if (columns.length === 0) return `<p class="empty">No requests in the period.</p>`;
  const height = 200;
  const left = 44;
  const max = Math.max(...columns.map((c) => c.values.reduce((a, b) => a + b, 0)), 1);
  const slot = (width - left) / columns.length;
  const barW = Math.max(2, Math.min(48, slot * 0.7));
  const every = Math.ceil(columns.length / 12);
  const parts: string[] = [
    `<line x1="${left}" y1="${height}" x2="${width}" y2="${height}" stroke="currentColor" opacity=".3"/>`,
    `<text x="${left - 6}" y="12" text-anchor="end">${nf.format(max)}</text>`,
    `<text x="${left - 6}" y="${height}" text-anchor="end">0</text>`,
  ];
  columns.forEach((c, i) => {
    const x = left + i * slot + (slot - barW) / 2;
    let y = height;
    c.values.forEach((v, s) => {
      const h = (v / max) * (height - 10);
      if (h <= 0) return;
      y -= h;
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${barW.toFixed(1)}" height="${h.toFixed(1)}" fill="${series[s]?.color}"><title>${escapeHtml(`${c.label} ${series[s]?.label}: ${nf.format(v)}`)}</title></rect>`,
      );
    });
    if (i % every === 0) {
      parts.push(
        `<text x="${(x + barW / 2).toFixed(1)}" y="${height + 16}" text-anchor="middle">${escapeHtml(c.label.slice(5))}</text>`,
      );
    }
  });
  return `<svg role="img" aria-label="${escapeHtml(title)}" viewBox="0 0 ${width} ${height + 22}" width="100%">${parts.join('')}</svg>${legend(series)}`;
}

/** One bar split into its parts (a mix), each labelled with its share. */
export function mixBar(parts: readonly Bar[], title: string, width = 460): string {
  const total = parts.reduce((a, p) => a + p.value, 0);
  if (total === 0) return `<p class="empty">No ${escapeHtml(title.toLowerCase())} yet.</p>`;
  let x = 0;
  const rects = parts
    .filter((p) => p.value > 0)
    .map((p) => {
      const w = (p.value / total) * width;
      const out = `<rect x="${x.toFixed(1)}" y="0" width="${w.toFixed(1)}" height="28" fill="${p.color}"><title>${escapeHtml(`${p.label}: ${nf.format(p.value)}`)}</title></rect>`;
      x += w;
      return out;
    });
  return `<svg role="img" aria-label="${escapeHtml(title)}" viewBox="0 0 ${width} 28" width="100%">${rects.join('')}</svg>${legend(
    parts.map((p) => ({ label: `${p.label} ${nf.format(p.value)}`, color: p.color })),
  )}`;
}

export function legend(series: readonly { label: string; color: string }[]): string {
  return `<ul class="legend">${series
    .map((s) => `<li><span style="background:${s.color}"></span>${escapeHtml(s.label)}</li>`)
    .join('')}</ul>`;
}
