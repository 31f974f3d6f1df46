// Price and duration in the site's language, formatted in the view with the host browser's Intl (as the pages do).
import type { ViewConfig } from '../view-config.js';

type Locale = Pick<ViewConfig, 'locale' | 'currencyDisplay'>;

/** Intl's no-break spaces are kept, as on the pages: a price never breaks across lines ("8 500 €"). */
export function formatMoney(config: Locale, amount: number, currency: string): string {
  return new Intl.NumberFormat(config.locale, {
    style: 'currency',
    currency,
    currencyDisplay: config.currencyDisplay === 'symbol' ? 'narrowSymbol' : 'code',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** "2 weeks", "2 Wochen": the API's unit ("week" or "weeks") as an Intl unit; an unknown unit is shown as written. */
export function formatDuration(config: Locale, duration: { value: number; unit: string }): string {
  const unit = duration.unit.trim().toLowerCase().replace(/s$/, '');
  try {
    return new Intl.NumberFormat(config.locale, { style: 'unit', unit, unitDisplay: 'long' })
      .format(duration.value)
      .replace(/\u00a0|\u202f/g, ' ');
  } catch {
    return `${duration.value} ${duration.unit}`;
  }
}
