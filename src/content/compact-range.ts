// "USD 1M–5M", "1–5 Mio. €": a band of amounts in Intl's compact notation, the currency written once.

/** Intl separates amount and code or unit with a no-break space; pages and JSON keep a plain one. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const isNumber = (part: Intl.NumberFormatPart) => part.type !== 'currency' && part.type !== 'literal';

/**
 * formatRange would do this, but it keeps a fraction digit on both ends ("USD 1.0–5.0M"); so the lower end
 * is the upper end's pattern without its currency: "USD 1M–5M" when the currency leads, "1 Mio.–5 Mio. €"
 * when it follows.
 */
export function formatCompactRange(format: Intl.NumberFormat, min: number, max: number): string {
  const low = format.formatToParts(min);
  const high = format.formatToParts(max);
  const lowFirst = low.findIndex(isNumber);
  const lowLast = low.findLastIndex(isNumber);
  const lowText = low
    .slice(lowFirst, lowLast + 1)
    .map((p) => p.value)
    .join('');
  const highFirst = high.findIndex(isNumber);
  const lead = high.slice(0, highFirst).some((p) => p.type === 'currency');
  const highText = high.map((p) => p.value).join('');
  if (!lead) return plain(`${lowText}–${highText}`);
  const prefix = high
    .slice(0, highFirst)
    .map((p) => p.value)
    .join('');
  const rest = high
    .slice(highFirst)
    .map((p) => p.value)
    .join('');
  return plain(`${prefix}${lowText}–${rest}`);
}
