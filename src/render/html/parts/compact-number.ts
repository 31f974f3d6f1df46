// "1M", "2.4M", "12K": short numbers for the revenue band, the text Intl's en compact notation gives, without
// Intl (its first call loads ICU's data at start-up; see test/icu-free.test.ts).
const UNITS = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
] as const;

/** Two significant digits below ten of a unit ("1.5M"), whole units above ("12K", "250M"), as ICU rounds. */
export function formatCompact(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  for (let i = 0; i < UNITS.length; i++) {
    const [size, suffix] = UNITS[i] as (typeof UNITS)[number];
    if (abs < size) continue;
    const scaled = abs / size;
    const rounded = scaled < 10 ? Math.round(scaled * 10) / 10 : Math.round(scaled);
    // 999,999 rounds to 1000K: that is 1M, one unit up.
    if (rounded >= 1000 && i > 0) return `${sign}${formatCompact(rounded * size)}`;
    return `${sign}${rounded}${suffix}`;
  }
  const small = abs < 10 ? Math.round(abs * 10) / 10 : Math.round(abs);
  return `${sign}${small}`;
}
