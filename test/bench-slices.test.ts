// The bench's sliced rounds: a side's slices merge into one honest result (rate over all, exact p99, CPU summed).

import { existsSync } from 'node:fs';
import type { RawResult } from 'autocannon';
import * as hdr from 'hdr-histogram-js';
import { describe, expect, it } from 'vitest';
import { readLatency } from '../bench/latency.js';
import type { LoadResult } from '../bench/load-job.js';
import { cpuUsPerRequest } from '../bench/report.js';
import { processCpuMs } from '../bench/settle.js';
import { mergeSlices } from '../bench/slices.js';

const slice = (over: Partial<LoadResult>): LoadResult => ({
  requests: 0,
  durationS: 2,
  rps: 0,
  p50Ms: 1,
  p99Ms: 5,
  maxMs: 9,
  errors: 0,
  timeouts: 0,
  statusCodes: {},
  ...over,
});

/**
 * One slice as runJob returns it, from latencies written into a histogram the way autocannon records them
 * (its settings, encoded as its raw result carries them): the merge reads real histograms, not a stand-in.
 */
function recorded(latenciesMs: number[], durationS: number): LoadResult {
  const histogram = hdr.build({
    bitBucketSize: 64,
    autoResize: true,
    lowestDiscernibleValue: 1,
    highestTrackableValue: 10_000,
    numberOfSignificantValueDigits: 5,
  });
  for (const ms of latenciesMs) histogram.recordValue(ms);
  const raw = {
    latencies: hdr.encodeIntoCompressedBase64(histogram),
    totalCompletedRequests: latenciesMs.length,
    totalRequests: latenciesMs.length,
    statusCodeStats: { '200': { count: latenciesMs.length } },
  } as unknown as RawResult;
  return slice({
    requests: latenciesMs.length,
    durationS,
    ...readLatency([raw], 1),
    statusCodes: { '200': latenciesMs.length },
    raw,
  });
}

describe('mergeSlices', () => {
  it('rates the side over all its slices, not as a mean of slice rates', () => {
    const merged = mergeSlices([
      slice({ requests: 60_000, durationS: 2, statusCodes: { '200': 60_000 } }),
      slice({ requests: 20_000, durationS: 2.5, statusCodes: { '200': 19_999, '500': 1 } }),
    ]);
    expect(merged.requests).toBe(80_000);
    expect(merged.durationS).toBe(4.5);
    // 80,000 / 4.5 s, where a mean of the two rates (30,000 and 8,000) would say 19,000.
    expect(merged.rps).toBe(17_778);
    expect(merged.statusCodes).toEqual({ '200': 79_999, '500': 1 });
  });

  it('without histograms, keeps the worst slice p99 and max, and counts every error and timeout', () => {
    const merged = mergeSlices([
      slice({ p50Ms: 1, p99Ms: 4, maxMs: 20, errors: 1 }),
      slice({ p50Ms: 3, p99Ms: 12, maxMs: 15, timeouts: 2 }),
      slice({ p50Ms: 2, p99Ms: 6, maxMs: 31 }),
    ]);
    expect(merged.p99Ms).toBe(12);
    expect(merged.maxMs).toBe(31);
    expect(merged.p50Ms).toBe(2);
    expect(merged.errors + merged.timeouts).toBe(3);
  });

  it("reads p99 from every request of the round when the slices bring autocannon's histograms", () => {
    // A fast slice of 5,000 answers at 1 ms and a slow one of 20 at 40 ms: of all the requests, fewer than 1%
    // are slow, so the round's p99 is a fast answer's. The worst slice's p99 (the slow slice's own) and the
    // max are 40 ms. Recorded histograms, as autocannon encodes them, so no clock or server is involved.
    const quick = recorded(Array(5_000).fill(1), 1);
    const late = recorded(Array(20).fill(40), 0.5);
    expect(late.p99Ms).toBe(40);
    const merged = mergeSlices([quick, late], 1);
    expect(merged.raw).toBeUndefined();
    expect(merged.requests).toBe(5_020);
    expect(merged.worstSliceP99Ms).toBe(40);
    expect(merged.maxMs).toBe(40);
    expect(merged.p99Ms).toBe(1);
    expect(merged.p50Ms).toBe(1);
  });

  it('refuses an empty round', () => {
    expect(() => mergeSlices([])).toThrow(/at least one slice/);
  });
});

describe('server CPU per request', () => {
  it("adds the slices' CPU time when every slice has a reading, and drops it when one has none", () => {
    const withCpu = mergeSlices([
      slice({ requests: 40_000, cpuMs: 1_000 }),
      slice({ requests: 10_000, cpuMs: 300 }),
    ]);
    expect(withCpu.cpuMs).toBe(1_300);
    // 1,300 ms over 50,000 requests.
    expect(cpuUsPerRequest(withCpu)).toBe(26);
    const partial = mergeSlices([slice({ requests: 40_000, cpuMs: 1_000 }), slice({ requests: 10_000 })]);
    expect(partial.cpuMs).toBeUndefined();
    expect(cpuUsPerRequest(partial)).toBeUndefined();
  });

  it("reads this process's own CPU time from /proc, and nothing for a process that is not there", () => {
    const before = processCpuMs(process.pid);
    if (before === undefined) return expect(existsSync('/proc/self/stat')).toBe(false);
    // Spin until this process has used 60 ms of CPU by Node's own count, whatever else the machine runs.
    const used = process.cpuUsage();
    while (process.cpuUsage(used).user + process.cpuUsage(used).system < 60_000) Math.sqrt(Math.random());
    // /proc counts in 10 ms ticks, so 60 ms reads as 50 to 70.
    expect((processCpuMs(process.pid) ?? 0) - before).toBeGreaterThanOrEqual(40);
    expect(processCpuMs(2 ** 22 + 12_345)).toBeUndefined();
  });
});
