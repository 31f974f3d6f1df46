// Bench results: medians per case, the ratio against the baseline, targets, machine info and the printed table.
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { median } from './bench-http.js';
import type { BenchCase } from './cases.js';
import type { LoadResult } from './load.js';

/** p99 at 50 connections must stay under this, for every case of ours. */
export const P99_TARGET_MS = 10;

export interface Side {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Every round, for comparing runs. */
  rounds: {
    rps: number;
    p50Ms: number;
    p99Ms: number;
    errors: number;
    statusCodes: Record<string, number>;
  }[];
}

export interface Summary {
  name: string;
  baselineName: 'ceiling' | 'sdk';
  ours: Side;
  baseline: Side;
  ratio: number;
  target: number;
  ratioMet: boolean;
  p99Met: boolean;
  /** Any connection error, timeout or unexpected status in any round, on either side. */
  clean: boolean;
  /** Unless BENCH_WORKERD=0: the Workers build on bare workerd, and its ratio to the same ceiling. */
  workerd?: Side & { ratio: number; clean: boolean };
}

function side(runs: LoadResult[]): Side {
  return {
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    rounds: runs.map((r) => ({
      rps: r.rps,
      p50Ms: r.p50Ms,
      p99Ms: r.p99Ms,
      errors: r.errors + r.timeouts,
      statusCodes: r.statusCodes,
    })),
  };
}

const isClean = (runs: LoadResult[], status: number) =>
  runs.every(
    (r) => r.errors === 0 && r.timeouts === 0 && Object.keys(r.statusCodes).join() === String(status),
  );

const ratioOf = (a: number, b: number) => (b ? Math.round((a / b) * 100) / 100 : 0);

export function summarise(
  c: BenchCase,
  ours: LoadResult[],
  base: LoadResult[],
  workerd?: LoadResult[],
): Summary {
  const o = side(ours);
  const b = side(base);
  const ratio = ratioOf(o.rps, b.rps);
  const w = workerd ? side(workerd) : undefined;
  return {
    ...(w && workerd
      ? { workerd: { ...w, ratio: ratioOf(w.rps, b.rps), clean: isClean(workerd, c.expectStatus) } }
      : {}),
    name: c.name,
    baselineName: c.baseline,
    ours: o,
    baseline: b,
    ratio,
    target: c.target,
    ratioMet: ratio >= c.target,
    p99Met: o.p99Ms < P99_TARGET_MS,
    clean: isClean(ours, c.expectStatus) && isClean(base, c.expectStatus),
  };
}

export function machineInfo() {
  const model = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1];
  return {
    nproc: cpus().length,
    cpu: model ?? cpus()[0]?.model ?? 'unknown',
    memGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    note: 'load generator, our server and the baseline share these cores',
  };
}

interface Printable {
  machine: ReturnType<typeof machineInfo>;
  settings: { durationS: number; connections: number; rounds: number };
  coldStartMs: { median: number; target: number };
  rssMb: { ours: number | undefined; target: number };
  cases: Summary[];
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

export function printTable(r: Printable): void {
  const m = r.machine;
  const out = [
    `\n${m.nproc} x ${m.cpu}, ${m.memGb} GB, Node ${m.node}; ${r.settings.durationS} s x ${r.settings.connections} connections, median of ${r.settings.rounds} rounds\n`,
    `${'case'.padEnd(24)}${pad('ours req/s', 11)}${pad('p50', 5)}${pad('p99', 5)}${pad('base req/s', 11)}${pad('p50', 5)}${pad('p99', 5)}${pad('ratio', 7)}${pad('target', 8)}  ok`,
  ];
  for (const c of r.cases) {
    const ok = c.ratioMet && c.p99Met && c.clean ? 'yes' : `NO${c.clean ? '' : ' (errors)'}`;
    out.push(
      `${c.name.padEnd(24)}${pad(c.ours.rps, 11)}${pad(c.ours.p50Ms, 5)}${pad(c.ours.p99Ms, 5)}${pad(c.baseline.rps, 11)}${pad(c.baseline.p50Ms, 5)}${pad(c.baseline.p99Ms, 5)}${pad(c.ratio.toFixed(2), 7)}${pad(`>=${c.target}`, 8)}  ${ok}`,
    );
  }
  const withWorkerd = r.cases.filter((c) => c.workerd);
  if (withWorkerd.length) {
    out.push(`\nworkerd (the Workers build on bare workerd) against the same ceiling:`);
    for (const c of withWorkerd) {
      const w = c.workerd as NonNullable<Summary['workerd']>;
      out.push(
        `${c.name.padEnd(24)}${pad(w.rps, 11)}${pad(w.p50Ms, 5)}${pad(w.p99Ms, 5)}${pad(c.baseline.rps, 11)}${pad(w.ratio.toFixed(2), 7)}${w.clean ? '' : '  (errors)'}`,
      );
    }
  }
  const cold = r.coldStartMs;
  const rss = r.rssMb;
  out.push(
    `\nbaseline: ceiling = our bytes replayed by bare node:http; sdk = MCP SDK server. Latency in ms (p99 target < ${P99_TARGET_MS}).`,
    `cold start to first 200: ${cold.median} ms (target < ${cold.target}) ${cold.median < cold.target ? 'ok' : 'MISSED'}`,
    `RSS after the run: ${rss.ours} MB (target < ${rss.target}) ${(rss.ours ?? Infinity) < rss.target ? 'ok' : 'MISSED'}\n`,
  );
  process.stdout.write(`${out.join('\n')}\n`);
}
