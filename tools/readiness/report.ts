// Check results and how they are printed: a plain table for people, JSON for CI.

export type Status = 'pass' | 'warn' | 'fail';

export interface CheckResult {
  id: string;
  group: string;
  status: Status;
  /** What was found: the first problem, or what passed. */
  detail: string;
  /** What to change, for a warn or a fail. */
  fix?: string;
}

export interface Report {
  target: string;
  baseUrl: string;
  checkedAt: string;
  summary: Record<Status, number>;
  checks: CheckResult[];
}

interface Problem {
  status: 'warn' | 'fail';
  detail: string;
  fix: string;
}

/** Collects the problems of one check; the worst decides its status, the first of that kind explains it. */
export class Finding {
  private readonly problems: Problem[] = [];
  constructor(
    readonly id: string,
    readonly group: string,
  ) {}

  fail(detail: string, fix: string): void {
    this.problems.push({ status: 'fail', detail, fix });
  }

  warn(detail: string, fix: string): void {
    this.problems.push({ status: 'warn', detail, fix });
  }

  /** Fails unless `ok`; returns `ok` so a caller can stop looking further. */
  require(ok: boolean, detail: string, fix: string): boolean {
    if (!ok) this.fail(detail, fix);
    return ok;
  }

  result(passDetail: string): CheckResult {
    const worst = this.problems.find((p) => p.status === 'fail') ?? this.problems[0];
    if (!worst) return { id: this.id, group: this.group, status: 'pass', detail: passDetail };
    const more = this.problems.length - 1;
    const detail = more > 0 ? `${worst.detail} (and ${more} more)` : worst.detail;
    return { id: this.id, group: this.group, status: worst.status, detail, fix: worst.fix };
  }
}

export function summarise(target: string, baseUrl: string, checks: CheckResult[]): Report {
  const summary = { pass: 0, warn: 0, fail: 0 };
  for (const c of checks) summary[c.status]++;
  return { target, baseUrl, checkedAt: new Date().toISOString(), summary, checks };
}

const LABEL: Record<Status, string> = { pass: 'PASS', warn: 'WARN', fail: 'FAIL' };

/** A fixed-width table; each warn or fail is followed by its fix, indented under the detail. */
export function formatTable(report: Report): string {
  const idWidth = Math.max(5, ...report.checks.map((c) => c.id.length));
  const lines = [
    `Readiness of ${report.target}${report.baseUrl === report.target ? '' : ` (BASE_URL ${report.baseUrl})`}`,
    '',
    `${'STATUS'.padEnd(6)}  ${'CHECK'.padEnd(idWidth)}  DETAIL`,
  ];
  let group = '';
  for (const c of report.checks) {
    if (c.group !== group) {
      group = c.group;
      lines.push(`-- ${group}`);
    }
    lines.push(`${LABEL[c.status].padEnd(6)}  ${c.id.padEnd(idWidth)}  ${c.detail}`);
    if (c.fix) lines.push(`${' '.repeat(8 + idWidth)}  fix: ${c.fix}`);
  }
  const { pass, warn, fail } = report.summary;
  lines.push('', `${pass} passed, ${warn} warned, ${fail} failed`);
  return `${lines.join('\n')}\n`;
}
