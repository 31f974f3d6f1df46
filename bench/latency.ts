// Latency percentiles from autocannon's histograms: of one run, or of several runs added together exactly.
import autocannon, { type RawResult } from 'autocannon';

export interface Latency {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * The percentiles of every request in `raws`, results of runs made with skipAggregateResult: their latency
 * histograms are added (autocannon's aggregateResult, as for its own workers), then read once.
 */
export function readLatency(raws: RawResult[], connections: number): Latency {
  const { latency } = autocannon.aggregateResult(raws, { url: 'http://127.0.0.1', connections });
  return { p50Ms: latency.p50, p99Ms: latency.p99, maxMs: latency.max };
}
