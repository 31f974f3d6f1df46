// The report in the site's language: the words system's `report` and `verdict` words (owner text: words.yaml
// may change them), the site's colon, and Intl for numbers, shares, changes, sizes and dates.
import { EN_WORDS, type Words } from '../../src/content/words/defaults.js';
import { fillWords } from '../../src/content/words/fill.js';

export interface ReportText {
  /** The BCP 47 tag the report is written in: `<html lang>` and every Intl formatter. */
  readonly tag: string;
  readonly words: Words['report'];
  /** The site's verdict words, as the fit result shows them. */
  readonly verdicts: Words['verdict'];
  /** A label followed by the site's colon: "Requests:", "Requêtes :". */
  label(text: string): string;
  /** Parts that carry commas of their own, joined by the site's semicolon: "a 3 → /, /x; b 1 → /". */
  join(parts: readonly string[]): string;
  number(value: number): string;
  /** `part` as a share of `whole`, rounded to a whole percent. */
  share(part: number, whole: number): string;
  /** ` (+25 %)`, ` (−3)` when the before is too small for a share, ` (new)` from nothing; '' without a before. */
  change(now: number, before: number | undefined): string;
  /** Bytes as KB under a megabyte, MB above, GB above that. */
  bytes(value: number): string;
  /**
   * The period asked for, or the first and last request read, in UTC: whole days (--since and --until as
   * dates) as their dates, the last day included; any other period with its times.
   */
  period(period: { from: string | null; to: string | null }): string;
  /** A day (`2026-11-20`) as the chart's axis writes it: day and month. */
  day(iso: string): string;
  fill(text: string, values: Readonly<Record<string, string | number>>): string;
}

const BYTE_UNITS = ['kilobyte', 'megabyte', 'gigabyte'] as const;
const DAY = 86_400_000;

/** `tag`: the site's language; `words`: the site's words (words.yaml over the built-in defaults). */
export function createReportText(tag: string, words: Words): ReportText {
  const numbers = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
  const signed = new Intl.NumberFormat(tag, { signDisplay: 'exceptZero' });
  const signedPercent = new Intl.NumberFormat(tag, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  const times = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const days = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  const sizes = new Map<string, Intl.NumberFormat>();
  const size = (unit: string, digits: number) => {
    const key = `${unit}${digits}`;
    let format = sizes.get(key);
    if (!format) {
      format = new Intl.NumberFormat(tag, { style: 'unit', unit, maximumFractionDigits: digits });
      sizes.set(key, format);
    }
    return format;
  };
  const w = words.report;
  return {
    tag,
    words: w,
    verdicts: words.verdict,
    label: (text) => `${text}${words.typography.colon}`,
    join: (parts) => parts.join(`${words.typography.semicolon} `),
    number: (value) => numbers.format(value),
    share: (part, whole) => percent.format(whole === 0 ? 0 : part / whole),
    change(now, before) {
      if (before === undefined) return '';
      if (before === 0) return now === 0 ? '' : ` (${w.new})`;
      const delta = now - before;
      if (delta === 0) return ' (=)';
      return ` (${before < 10 ? signed.format(delta) : signedPercent.format(delta / before)})`;
    },
    bytes(value) {
      let amount = value / 1024;
      let unit = 0;
      while (amount >= 1024 && unit < BYTE_UNITS.length - 1) {
        amount /= 1024;
        unit++;
      }
      return size(BYTE_UNITS[unit] as string, amount < 10 ? 1 : 0).format(amount);
    },
    period({ from, to }) {
      const start = from === null ? Number.NaN : Date.parse(from);
      const end = to === null ? Number.NaN : Date.parse(to);
      if (Number.isNaN(start) || Number.isNaN(end)) return w.noPeriod;
      const [low, high] = [Math.min(start, end), Math.max(start, end)];
      // `--until 2026-11-25` ends at midnight on the 26th: an owner reads the days asked for, "Nov 12 – 25".
      const range =
        high > low && low % DAY === 0 && high % DAY === 0
          ? dates.formatRange(low, high - DAY)
          : times.formatRange(low, high);
      return fillWords(w.utc, { range });
    },
    day(iso) {
      const at = Date.parse(`${iso}T00:00:00Z`);
      return Number.isNaN(at) ? iso : days.format(at);
    },
    fill: fillWords,
  };
}

/** The report without a content folder or a language: English, as the words system has it. */
export const ENGLISH = createReportText('en', EN_WORDS);
