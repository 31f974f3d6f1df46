// The site's language and its Intl formatters (numbers, money, durations, region names, lists), built once per site.
import { z } from 'zod';
import { learnWholeAmounts, plain } from './intl-amounts.js';

/** Units a duration may have: the ones Intl formats in every locale ("2 weeks", "2 Wochen"). */
export const DURATION_UNITS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** How prices show their currency: the ISO code ("USD 12,000") or the symbol ("$12,000", "4.800 €"). */
export type CurrencyDisplay = 'code' | 'symbol';

/** "week", "weeks" or "Weeks" as the Intl unit, or undefined when Intl has no such duration unit. */
export function durationUnit(unit: string): DurationUnit | undefined {
  const singular = unit.trim().toLowerCase().replace(/s$/, '');
  return DURATION_UNITS.find((u) => u === singular);
}

export interface SiteLocale {
  /** The BCP 47 tag, canonical: `<html lang>`, JSON-LD inLanguage, Content-Language. */
  tag: string;
  /** language_REGION for Open Graph ("en_GB"): the tag's region, else the address country. */
  ogLocale: string;
  number(value: number): string;
  /** An amount with its currency, as the owner chose (code or symbol). */
  money(amount: number, currency: string): string;
  /** "USD 1,000,000–5,000,000", "300.000–1.500.000 €": a band of amounts, both ends included. */
  moneyRange(min: number, max: number, currency: string): string;
  /** The currency as the site's prices show it: its code ("EUR") or its symbol ("€"), per price.display. */
  currencyLabel(currency: string): string;
  duration(value: number, unit: string): string;
  /** An amount in the currency's minor units, as commerce protocols count prices (12000 USD is 1200000). */
  minorUnits(amount: number, currency: string): number;
  /** The name of an ISO 3166 region code in the site's language ("DE" → "Germany" / "Deutschland"). */
  region(code: string): string;
  /** "a, b and c" in the site's language. */
  list(items: readonly string[]): string;
  /** "November 20, 2026", "20. November 2026": an ISO date (YYYY-MM-DD) as the site's language writes it. */
  date(iso: string): string;
  /** zod's messages in the site's language, for problems shown to people; undefined keeps zod's English. */
  validationErrors: z.core.$ZodErrorMap | undefined;
  /** zod's own translation for the language (the API's field problems); undefined keeps zod's English. */
  zodErrors: z.core.$ZodErrorMap | undefined;
}

/** zod's own translation for the tag's language, when it has one (English is its default). */
function validationErrorsFor(language: string): z.core.$ZodErrorMap | undefined {
  if (language === 'en') return undefined;
  const locales = z.locales as Record<string, (() => { localeError: z.core.$ZodErrorMap }) | undefined>;
  return Object.hasOwn(locales, language) ? locales[language]?.().localeError : undefined;
}

/** Formatters are built on first use and kept: each costs microseconds to build, nothing to reuse. */
export function buildLocale(tag: string, country: string, display: CurrencyDisplay): SiteLocale {
  const locale = new Intl.Locale(tag);
  const ogLocale = `${locale.language}_${locale.region ?? country}`;
  const zodErrors = validationErrorsFor(locale.language);
  let numbers: Intl.NumberFormat | undefined;
  let regions: Intl.DisplayNames | undefined;
  let lists: Intl.ListFormat | undefined;
  let dates: Intl.DateTimeFormat | undefined;
  const moneys = new Map<string, Intl.NumberFormat>();
  const wholeMoneys = new Map<string, ((value: number) => string) | undefined>();
  const units = new Map<string, Intl.NumberFormat>();
  const minorDigits = new Map<string, number>();
  const moneyFormat = (currency: string) => {
    let format = moneys.get(currency);
    if (!format) {
      format = new Intl.NumberFormat(tag, {
        style: 'currency',
        currency,
        currencyDisplay: display === 'symbol' ? 'narrowSymbol' : 'code',
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      });
      moneys.set(currency, format);
    }
    return format;
  };
  return {
    tag,
    ogLocale,
    validationErrors: zodErrors,
    zodErrors,
    number(value) {
      numbers ??= new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
      return numbers.format(value);
    },
    money(amount, currency) {
      if (Number.isSafeInteger(amount) && amount > 0) {
        if (!wholeMoneys.has(currency)) wholeMoneys.set(currency, learnWholeAmounts(moneyFormat(currency)));
        const whole = wholeMoneys.get(currency);
        if (whole) return whole(amount);
      }
      return moneyFormat(currency).format(amount);
    },
    moneyRange(min, max, currency) {
      return moneyFormat(currency).formatRange(min, max);
    },
    currencyLabel(currency) {
      return (
        moneyFormat(currency)
          .formatToParts(1)
          .find((p) => p.type === 'currency')?.value ?? currency
      );
    },
    duration(value, unit) {
      const name = durationUnit(unit) ?? 'day';
      let format = units.get(name);
      if (!format) {
        format = new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'long' });
        units.set(name, format);
      }
      return plain(format.format(value));
    },
    minorUnits(amount, currency) {
      let digits = minorDigits.get(currency);
      if (digits === undefined) {
        // The currency's own fraction digits (ISO 4217: 2 for USD, 0 for JPY, 3 for KWD), as ICU knows them.
        const format = new Intl.NumberFormat('en', { style: 'currency', currency });
        digits = format.resolvedOptions().maximumFractionDigits ?? 2;
        minorDigits.set(currency, digits);
      }
      return Math.round(amount * 10 ** digits);
    },
    region(code) {
      regions ??= new Intl.DisplayNames(tag, { type: 'region', fallback: 'code' });
      return regions.of(code) ?? code;
    },
    list(items) {
      lists ??= new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' });
      return lists.format(items);
    },
    date(iso) {
      // UTC both ways: the front matter's day, whatever the server's time zone.
      dates ??= new Intl.DateTimeFormat(tag, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const time = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(time) ? iso : dates.format(time);
    },
  };
}
