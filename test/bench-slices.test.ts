// The bench's sliced rounds: a side's slices merge into one honest result (rate over all, exact p99, CPU summed).

import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { type LoadResult, runJob } from '../bench/load-job.js';
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

  it("reads p99 from every request of the round when the slices bring autocannon's histograms", async () => {
    // A fast slice with thousands of answers and a slow one with a handful (each answered after 40 ms): of
    // all the requests, fewer than 1% are slow, so the round's p99 is a fast answer's. The worst slice's p99
    // (the slow slice's own) and the max are 40 ms or more.
    const serve = (delayMs: number) =>
      new Promise<Server>((resolve) => {
        const server = createServer((_req, res) => {
          if (delayMs === 0) res.end('ok');
          else setTimeout(() => res.end('ok'), delayMs);
        });
        server.listen(0, '127.0.0.1', () => resolve(server));
      });
    const [fast, slow] = await Promise.all([serve(0), serve(40)]);
    const job = (server: Server, durationS: number) =>
      runJob({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        connections: 1,
        durationS,
        requests: [{ method: 'GET', path: '/' }],
      });
    try {
      const quick = await job(fast, 1);
      const late = await job(slow, 0.5);
      expect(late.requests).toBeLessThan(quick.requests / 100);
      expect(late.p99Ms).toBeGreaterThanOrEqual(40);
      const merged = mergeSlices([quick, late], 1);
      expect(merged.raw).toBeUndefined();
      expect(merged.worstSliceP99Ms).toBe(late.p99Ms);
      expect(merged.maxMs).toBeGreaterThanOrEqual(40);
      expect(merged.p99Ms).toBeLessThan(40);
      expect(merged.p99Ms).toBeLessThanOrEqual(quick.p99Ms + 1);
    } finally {
      fast.close();
      slow.close();
    }
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
