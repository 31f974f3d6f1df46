// Figures as an owner reads them in both reports: a period with its times, a share, a change against before.

const pct = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });

export const share = (part: number, whole: number): string => (whole === 0 ? '0%' : pct.format(part / whole));

/** `2026-11-01 00:00 to 2026-11-30 23:59 UTC`: minutes shown, so a period of hours reads as one. */
export function formatPeriod(period: { from: string | null; to: string | null }): string {
  const at = (t: string | null) => (t && t.length >= 16 ? `${t.slice(0, 10)} ${t.slice(11, 16)}` : '?');
  return `${at(period.from)} to ${at(period.to)} UTC`;
}

/** ` (+25%)`, ` (−3)` when the before is too small for a share, ` (new)` from nothing; '' without a before. */
export function formatChange(now: number, before: number | undefined): string {
  if (before === undefined) return '';
  if (before === 0) return now === 0 ? '' : ' (new)';
  const delta = now - before;
  if (delta === 0) return ' (=)';
  const sign = delta > 0 ? '+' : '−';
  if (before < 10) return ` (${sign}${Math.abs(delta)})`;
  return ` (${sign}${pct.format(Math.abs(delta) / before)})`;
}
