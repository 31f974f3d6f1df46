// Number and money formats every surface shares (content tokens, pages, API notes, OpenAPI prose).
//
// en-US grouping with at most two decimals, without Intl: Intl.NumberFormat gives the same text, but its first
// use loads ICU's data, ~4 MB more resident memory and ~5% more start-up work for this one format.

const MAX_FRACTION_DIGITS = 2;

/** "2,400,000", "1,234.5": the same text as `new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })`. */
export function formatNumber(value: number): string {
  // Whole numbers (prices, a caller's revenue in every fit check) need no rounding: group the digits directly.
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return groupWholeNumber(value);
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const negative = value < 0 || Object.is(value, -0);
  // The shortest digits that round-trip, as ICU starts from: 1.005 is "1005e-3", not 1.00499999...
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const pointAt = Number(exponent) + 1; // digits before the decimal point
  let whole = pointAt > 0 ? digits.slice(0, pointAt).padEnd(pointAt, '0') : '0';
  let fraction = pointAt >= 0 ? digits.slice(pointAt) : '0'.repeat(-pointAt) + digits;
  if (fraction.length > MAX_FRACTION_DIGITS) {
    // Half away from zero on the decimal digits, as ICU's default rounding mode does.
    const roundUp = (fraction[MAX_FRACTION_DIGITS] ?? '0') >= '5';
    fraction = fraction.slice(0, MAX_FRACTION_DIGITS);
    if (roundUp) [whole, fraction] = incremented(whole, fraction);
  }
  fraction = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** "-1,234,567" for a safe integer: three digits at a time from the right, no regular expression. */
function groupWholeNumber(value: number): string {
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}

/** Adds one unit in the last fraction place to the decimal digits whole.fraction. */
function incremented(whole: string, fraction: string): [string, string] {
  const all = `${whole}${fraction}`.split('').map(Number);
  let i = all.length - 1;
  for (; i >= 0; i--) {
    if (all[i] === 9) all[i] = 0;
    else {
      all[i] = (all[i] ?? 0) + 1;
      break;
    }
  }
  const text = (i < 0 ? '1' : '') + all.join('');
  const cut = text.length - fraction.length;
  return [text.slice(0, cut), text.slice(cut)];
}

/** "USD 9,500": code first, so no locale-specific symbol is guessed. */
export function formatMoney(amount: number, currency: string): string {
  return `${currency} ${formatNumber(amount)}`;
}
