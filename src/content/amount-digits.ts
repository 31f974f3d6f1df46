// Amounts written with more decimals than their currency has: `8.500` EUR (the French way to write 8500) is 8.5 to
// YAML, and would become 8,50 € everywhere, checkout included; it is refused with the number to write instead.
import type { ContentProblem, LocateIssue } from './errors.js';
import type { SourceOf } from './parse-yaml-file.js';
import type { OfferFile } from './schemas/offer-file.js';

/**
 * Decimal places of the currencies Intl writes with other than two (Node 20, full ICU: the number formats the
 * site uses), written out because the first Intl formatter loads ICU's data at start-up; test/amounts.test.ts
 * compares the two.
 */
const DIGITS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    (
      'AFN ALL BIF CLP COP DJF GNF HUF IDR IQD IRR ISK JPY KMF KPW KRW LAK LBP MGA MMK PKR PYG RWF SLL SOS SYP ' +
      'UGX VND VUV XAF XOF XPF YER'
    )
      .split(' ')
      .map((code) => [code, 0]),
  ),
  ...Object.fromEntries('BHD JOD KWD LYD OMR TND'.split(' ').map((code) => [code, 3])),
};

/** How many decimal places an amount in `currency` may have. */
export const currencyDigits = (currency: string): number => DIGITS[currency] ?? 2;

export interface AmountField {
  /** Path of the amount in the file. */
  path: (string | number)[];
  currency: string;
}

/** Each amount whose written decimals exceed its currency's, as a problem on its line. */
export function checkAmountDigits(
  file: string,
  fields: readonly AmountField[],
  source: SourceOf | undefined,
  locate: LocateIssue | undefined,
  problems: ContentProblem[],
): void {
  for (const { path, currency } of fields) {
    const written = source?.(path);
    const decimals = written && /^\d+\.(\d+)$/.exec(written.trim())?.[1];
    const allowed = currencyDigits(currency);
    if (!written || !decimals || decimals.length <= allowed) continue;
    const grouped = /^\d{1,3}(\.\d{3})+$/.test(written.trim());
    const whole = written.replaceAll('.', '');
    const has =
      allowed === 0 ? `${currency} amounts have no decimals` : `${currency} amounts have ${allowed}`;
    const message = grouped
      ? `${written} has ${decimals.length} decimals, and ${has}: write ${whole} (no thousands separator) if that is the amount you mean`
      : `${written} has ${decimals.length} decimals, and ${has}; round it to ${allowed} or fewer`;
    const line = locate?.(path);
    problems.push({ file, field: path.join('.'), message, ...(line ? { line } : {}) });
  }
}

/** offer.yaml's amounts: the price, and the best-fit revenue band in its own currency. */
export function checkOfferAmounts(
  offer: OfferFile,
  source: SourceOf | undefined,
  locate: LocateIssue | undefined,
  problems: ContentProblem[],
): void {
  const band = offer.bestFit.revenueRange;
  const fields = [
    { path: ['price', 'amount'], currency: offer.price.currency },
    { path: ['bestFit', 'revenueRange', 'min'], currency: band.currency },
    { path: ['bestFit', 'revenueRange', 'max'], currency: band.currency },
  ];
  checkAmountDigits('offer.yaml', fields, source, locate, problems);
}
