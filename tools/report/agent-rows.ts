// The agents table's rows, one list for both reports: named bots (browsers and the unknown left out), largest
// first, each with its change against the previous period, its failures and its Web Bot Auth verdicts.
import type { FullReport } from './periods.js';
import type { ReportText } from './report-text.js';
import type { AgentCount } from './report-types.js';

export interface AgentRow {
  agent: AgentCount;
  /** Without brackets ("+25 %", "new"); '' without --previous. */
  change: string;
  failed: number;
  /** The verdicts that occurred, each with its count, joined by `separator`. */
  trust: string;
}

export function listAgentRows(t: ReportText, r: FullReport, separator: string): AgentRow[] {
  const w = t.words;
  return r.agents
    .filter((a) => a.class !== 'browser' && a.class !== 'unknown')
    .slice(0, 15)
    .map((a) => {
      const v = r.verified.find((x) => x.agent === a.name && x.vendor === a.vendor);
      const before = r.previous?.agents.find(
        (x) => x.name === a.name && x.vendor === a.vendor && x.class === a.class,
      );
      const change = a.new
        ? w.new
        : r.previous
          ? t
              .change(a.requests, before?.requests ?? 0)
              .trim()
              .slice(1, -1)
          : '';
      const trust = v
        ? (['signed', 'invalid', 'unchecked', 'claimed'] as const)
            .filter((k) => v[k] > 0)
            .map((k) => `${w.trust[k]} ${t.number(v[k])}`)
            .join(separator)
        : '';
      return { agent: a, change, failed: a.statuses['4xx'] + a.statuses['5xx'], trust };
    });
}
