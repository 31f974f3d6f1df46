// Start-up never loads ICU's data: number formatting and region names are ours, and give what Intl gives.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../src/content/format.js';
import { regionName } from '../src/render/html/region-names.js';

const intlNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

describe('formatNumber', () => {
  it('formats like Intl.NumberFormat en-US with at most two decimals, edge cases included', () => {
    const cases = [
      0,
      -0,
      1,
      999,
      1000,
      2_400_000,
      1_000_000_000,
      1.005,
      0.005,
      0.004,
      0.995,
      9.995,
      999_999.995,
      2.675,
      -1.005,
      -0.001,
      1234.5,
      0.1 + 0.2,
      1e21,
      1.5e-7,
      1e300,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ];
    for (const value of cases) expect(formatNumber(value), String(value)).toBe(intlNumber.format(value));
  });

  it('agrees with Intl on any double', () => {
    fc.assert(
      fc.property(fc.double(), (value) => formatNumber(value) === intlNumber.format(value)),
      { numRuns: 20_000 },
    );
  });

  it('agrees with Intl on whole numbers, the fast path (revenues, prices), -0 included', () => {
    expect(formatNumber(-0)).toBe(intlNumber.format(-0));
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => formatNumber(value) === intlNumber.format(value)),
      { numRuns: 20_000 },
    );
  });

  it('agrees with Intl on amounts with cents and thousandths', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 999 }), (whole, milli) => {
        const value = whole + milli / 1000;
        return formatNumber(value) === intlNumber.format(value);
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('regionName', () => {
  it('names every region code as Intl.DisplayNames does (else: npx tsx scripts/region-names.ts)', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters) {
      for (const b of letters) expect(regionName(a + b)).toBe(names.of(a + b) ?? a + b);
    }
  });
});

describe('src/', () => {
  it('uses no Intl, localeCompare or toLocale*String, whose first call loads ICU at start-up', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : [path];
      });
    const offenders = walk('src')
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ file, line: i + 1, text: line }))
          .filter(({ text }) => /\bIntl\.|\.localeCompare\(|\.toLocale\w*String\(/.test(text))
          .filter(({ text }) => !/^\s*(\/\/|\/\*|\*)/.test(text)),
      );
    expect(offenders.map((o) => `${o.file}:${o.line}: ${o.text.trim()}`)).toEqual([]);
  });
});
