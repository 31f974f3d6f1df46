// A round of one side, run as short slices interleaved with the other sides', merged back into one result.
import type { RawResult } from 'autocannon';
import { median } from './bench-http.js';
import { readLatency } from './latency.js';
import type { LoadResult } from './load-job.js';

/**
 * One side's slices of a round as one result: requests and seconds add up, so the rate is the side's over
 * all its slices, and the latency histograms add up too, so p50, p99 and max are those of every request of
 * the round (autocannon's aggregateResult). The worst slice's p99 is kept beside it. Without histograms (a
 * slice from elsewhere), p99 and max are the worst slice's, an upper bound, and p50 the slices' median.
 */
export function mergeSlices(slices: LoadResult[], connections = 50): LoadResult {
  if (slices.length === 0) throw new Error('mergeSlices needs at least one slice');
  const requests = sum(slices.map((s) => s.requests));
  const durationS = sum(slices.map((s) => s.durationS));
  const statusCodes: Record<string, number> = {};
  for (const s of slices) {
    for (const [code, count] of Object.entries(s.statusCodes))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  }
  const worstSliceP99Ms = Math.max(...slices.map((s) => s.p99Ms));
  const raws = slices.map((s) => s.raw);
  const latency = raws.every((r) => r !== undefined)
    ? readLatency(raws as RawResult[], connections)
    : {
        p50Ms: median(slices.map((s) => s.p50Ms)),
        p99Ms: worstSliceP99Ms,
        maxMs: Math.max(...slices.map((s) => s.maxMs)),
      };
  return {
    requests,
    durationS,
    rps: Math.round(requests / Math.max(durationS, Number.EPSILON)),
    ...latency,
    worstSliceP99Ms,
    errors: sum(slices.map((s) => s.errors)),
    timeouts: sum(slices.map((s) => s.timeouts)),
    statusCodes,
    ...(slices.every((s) => s.cpuMs !== undefined) ? { cpuMs: sum(slices.map((s) => s.cpuMs ?? 0)) } : {}),
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
