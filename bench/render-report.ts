// The bench report as text: the console table, and the Markdown written into docs/operations.md and bench/README.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { machineInfo, Side, Summary, Target } from './report.js';
import type { Startup } from './startup.js';

export interface BenchResult {
  date: string;
  machine: ReturnType<typeof machineInfo>;
  settings: {
    durationS: number;
    connections: number;
    rounds: number;
    /** Absent in results written before rounds were sliced (one stretch per side and round). */
    slices?: number;
    warmupS: number;
    startupRuns: number;
  };
  startup: Startup;
  /** RSS as the load left it: a point on the old generation's sawtooth, reported but not judged. */
  rssAfterMb: { ours: number; ceiling: number | undefined; sdk: number | undefined };
  /** RSS after a full collection at the end (bench/memory-probe.mjs): the memory-after-the-bench target. */
  rssAfterCollectionMb: { ours: number; ceiling: number };
  /** Milliseconds waited for a quiet machine before each side's run: median and longest. */
  settleMs: { median: number; max: number };
  cases: Summary[];
  targets: Target[];
  pass: boolean;
}

const n = (value: number) => value.toLocaleString('en-US');
/** A side's CPU per request, or a dash for results from before it was read (or without /proc). */
const cpu = (s: Side) => (s.cpuUsPerRequest === undefined ? '–' : s.cpuUsPerRequest.toFixed(1));
/** The round's p99, with the worst 2 s slice's in brackets where the slices had their own. */
const p99 = (s: Side) =>
  s.worstSliceP99Ms === undefined ? `${s.p99Ms}` : `${s.p99Ms} (${s.worstSliceP99Ms})`;
const verdict = (t: Target) => (t.pass ? 'yes' : '**no**');
const limit = (t: Target) =>
  `${t.comparison} ${t.limit}${t.unit === 'ms' ? ' ms' : '×'}${t.basis ? ` (${t.basis})` : ''}`;
const measured = (t: Target) => (t.unit === 'ms' ? `${t.measured} ms` : `${t.measured.toFixed(2)}×`);

function machineLine(r: BenchResult): string {
  const m = r.machine;
  const s = r.settings;
  return `${m.name}: ${m.nproc} × ${m.cpu}, ${m.memGb} GB, ${m.os}, Node ${m.node} (${m.note}); ${s.durationS} s × ${s.connections} connections per side and round${(s.slices ?? 1) > 1 ? ` (${s.slices} interleaved slices of ${s.durationS / (s.slices ?? 1)} s)` : ''}, median of ${s.rounds} rounds; start-up median of ${s.startupRuns} fresh starts.`;
}

/** The short summary for docs/operations.md: start-up, memory and the ratio of every case. */
export function renderSummary(r: BenchResult): string {
  const { hello, ours } = r.startup;
  const failed = r.targets.filter((t) => !t.pass);
  const lines = [
    `Last full run (${r.date.slice(0, 10)}), ${machineLine(r)}`,
    '',
    '| Measure | Ours | Baseline | Ratio | Target | Met |',
    '|---|---:|---:|---:|---|---|',
    `| Cold start (spawn → first 200) | ${ours.coldStartMedianMs} ms | ${hello.coldStartMedianMs} ms (hello world) | ${measured(r.targets[0] as Target)} | ${limit(r.targets[0] as Target)} | ${verdict(r.targets[0] as Target)} |`,
    `| Idle RSS (1.5 s after spawn) | ${ours.idleRssMedianMb} MB | ${hello.idleRssMedianMb} MB (hello world) | ${measured(r.targets[1] as Target)} | ${limit(r.targets[1] as Target)} | ${verdict(r.targets[1] as Target)} |`,
    `| RSS after the bench, after a full collection | ${r.rssAfterCollectionMb.ours} MB | ${hello.idleRssMedianMb} MB (hello world) | ${measured(r.targets[2] as Target)} | ${limit(r.targets[2] as Target)} | ${verdict(r.targets[2] as Target)} |`,
    ...r.cases.map((c) => {
      const own = r.targets.filter((t) => t.name.startsWith(`${c.name} `));
      const p99 = own.find((t) => t.unit === 'ms');
      const ok = own.every((t) => t.pass);
      return `| ${c.name} | ${n(c.ours.rps)} req/s, p99 ${c.ours.p99Ms} ms | ${n(c.baseline.rps)} (${c.baselineName}) | ${c.ratio.toFixed(2)}× | ≥ ${c.target}×, p99 ${p99 ? limit(p99) : '< 10 ms'} | ${ok ? 'yes' : '**no**'} |`;
    }),
    '',
    failed.length === 0
      ? 'Every target met.'
      : `Missed: ${failed.map((t) => `${t.name} (${measured(t)}, target ${limit(t)})`).join('; ')}.`,
  ];
  return lines.join('\n');
}

/** The full tables for bench/README.md: every target, every case with both sides, and the workerd column. */
export function renderTables(r: BenchResult): string {
  const lines = [
    `Run of ${r.date}. ${machineLine(r)}`,
    '',
    '| Target | Measured | Limit | Met |',
    '|---|---:|---|---|',
    ...r.targets.map((t) => `| ${t.name} | ${measured(t)} | ${limit(t)} | ${verdict(t)} |`),
    '',
    `Start-up runs, hello world: ${r.startup.hello.coldStartMs.join(', ')} ms, ${r.startup.hello.idleRssMb.join(', ')} MB; ours: ${r.startup.ours.coldStartMs.join(', ')} ms, ${r.startup.ours.idleRssMb.join(', ')} MB. RSS after the bench as the load left it: ours ${r.rssAfterMb.ours} MB, ceiling ${r.rssAfterMb.ceiling ?? '–'} MB, SDK server ${r.rssAfterMb.sdk ?? '–'} MB; after a full collection: ours ${r.rssAfterCollectionMb.ours} MB, ceiling ${r.rssAfterCollectionMb.ceiling} MB. Before each side's run the machine was let settle (under 10% busy over 100 ms): median ${r.settleMs.median} ms, longest ${r.settleMs.max} ms.`,
    '',
    '| Case | Ours req/s | p50 | p99 (worst slice) | CPU µs/req | Baseline req/s | p50 | p99 (worst slice) | CPU µs/req | Ratio | Clean |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...r.cases.map(
      (c) =>
        `| ${c.name} | ${n(c.ours.rps)} | ${c.ours.p50Ms} | ${p99(c.ours)} | ${cpu(c.ours)} | ${n(c.baseline.rps)} (${c.baselineName}) | ${c.baseline.p50Ms} | ${p99(c.baseline)} | ${cpu(c.baseline)} | ${c.ratio.toFixed(2)} | ${c.clean ? 'yes' : '**errors**'} |`,
    ),
  ];
  const withWorkerd = r.cases.filter((c) => c.workerd);
  if (withWorkerd.length) {
    lines.push('', 'The Workers build on bare workerd against the same ceiling:', '');
    lines.push('| Case | workerd req/s | p99 | Ratio to ceiling |', '|---|---:|---:|---:|');
    for (const c of withWorkerd) {
      const w = c.workerd as NonNullable<Summary['workerd']>;
      lines.push(
        `| ${c.name} | ${n(w.rps)} | ${w.p99Ms} | ${w.ratio.toFixed(2)}${w.clean ? '' : ' (errors)'} |`,
      );
    }
  }
  return lines.join('\n');
}

/** Replaces what sits between `<!-- name:start -->` and `<!-- name:end -->`; files without the markers stay as they are. */
export function writeBetweenMarkers(file: string, name: string, text: string): boolean {
  if (!existsSync(file)) return false;
  const current = readFileSync(file, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from === -1 || to < from) return false;
  writeFileSync(file, `${current.slice(0, from + start.length)}\n${text}\n${current.slice(to)}`);
  return true;
}

/** The console version: every target with ok or MISSED. */
export function printTargets(r: BenchResult): void {
  const width = Math.max(...r.targets.map((t) => t.name.length));
  const out = [`\n${machineLine(r)}\n`];
  for (const t of r.targets) {
    out.push(
      `${t.name.padEnd(width)}  ${measured(t).padStart(9)}  ${limit(t).padEnd(9)}  ${t.pass ? 'ok' : 'MISSED'}`,
    );
  }
  out.push('', r.pass ? 'All targets met.' : `${r.targets.filter((t) => !t.pass).length} target(s) missed.`);
  process.stdout.write(`${out.join('\n')}\n`);
}
