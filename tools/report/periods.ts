// The period asked for (--since, --until) and, with --previous, the period of equal length just before it:
// both counted in one pass over the same files.
import { type AgentCount, createAggregate, type Range, type Report } from './aggregate.js';
import type { Entry } from './line-kinds.js';

export interface FullReport extends Report {
  /** The same figures for the period of equal length just before (--previous). */
  previous?: Report;
}

const DAY = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const RELATIVE = /^(\d{1,5})([dh])$/;

/**
 * A time as an owner writes it: ISO 8601 (`2026-11-01`, `2026-11-01T12:00Z`), or for --since a span back
 * from --until (`30d`, `12h`). A date alone for --until means the end of that day.
 */
function parseTime(text: string, role: 'since' | 'until'): number | { back: number } {
  const relative = RELATIVE.exec(text);
  if (relative && role === 'since') {
    return { back: Number(relative[1]) * (relative[2] === 'd' ? DAY : 3_600_000) };
  }
  const at = Date.parse(DATE_ONLY.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(at)) {
    const example =
      role === 'since' ? '2026-11-01, 2026-11-01T09:00Z or 30d' : '2026-11-30 or 2026-11-30T18:00Z';
    throw new Error(`--${role} ${text} is not a date or time (for example ${example})`);
  }
  return role === 'until' && DATE_ONLY.test(text) ? at + DAY : at;
}

export function parsePeriods(
  options: { since?: string; until?: string; previous?: boolean },
  now = Date.now(),
): { current: Range; previous?: Range } {
  const untilValue = options.until === undefined ? undefined : parseTime(options.until, 'until');
  const sinceValue = options.since === undefined ? undefined : parseTime(options.since, 'since');
  const relative = typeof sinceValue === 'object';
  let until = typeof untilValue === 'number' ? untilValue : undefined;
  // A span back, or a comparison, needs an end: now, when --until is not given.
  if (until === undefined && (relative || options.previous)) until = now;
  const since = typeof sinceValue === 'object' ? (until as number) - sinceValue.back : sinceValue;
  if (since !== undefined && until !== undefined && since >= until) {
    throw new Error('--since must be before --until');
  }
  if (!options.previous) return { current: { since, until } };
  if (since === undefined || until === undefined) {
    throw new Error('--previous compares with the period before --since: give --since (e.g. --since 30d)');
  }
  return { current: { since, until }, previous: { since: since - (until - since), until: since } };
}

const agentKey = (a: AgentCount) => `${a.name}\u0000${a.vendor ?? ''}\u0000${a.class}`;

export function createPeriods(periods: { current: Range; previous?: Range }) {
  const current = createAggregate(periods.current);
  const previous = periods.previous ? createAggregate(periods.previous) : undefined;
  return {
    add(entry: Entry): void {
      current.add(entry);
      previous?.add(entry);
    },
    result(): FullReport {
      const report: FullReport = current.result();
      if (!previous) return report;
      const before = previous.result();
      // Lines outside both periods were skipped by each: count the non-request lines once.
      before.skipped = 0;
      const seen = new Set(before.agents.map(agentKey));
      for (const agent of report.agents) agent.new = !seen.has(agentKey(agent));
      report.previous = before;
      return report;
    },
  };
}
