// One load job with autocannon, and what it measures: bench/load.ts runs jobs in the load generator's process.
import autocannon, { type RawResult } from 'autocannon';
import { readLatency } from './latency.js';

export interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadJob {
  url: string;
  connections: number;
  durationS: number;
  /** One request repeated, or several cycled through by every connection. */
  requests: LoadRequest[];
}

export interface LoadResult {
  requests: number;
  durationS: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** The server's CPU time over the job, in ms, added by the bench where /proc can tell (not by autocannon). */
  cpuMs?: number;
  /** autocannon's raw result of one job, its latency histogram included; merged slices drop it. */
  raw?: RawResult;
  /** For slices merged into a round: the highest p99 of any one slice, beside the round's exact p99. */
  worstSliceP99Ms?: number;
}

export async function runJob(job: LoadJob): Promise<LoadResult> {
  // The raw result keeps the latency histogram, so the slices of a round can be merged exactly later.
  const raw = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.durationS,
    pipelining: 1,
    requests: job.requests.map((r) => ({
      method: r.method as 'GET',
      path: r.path,
      headers: r.headers,
      body: r.body,
    })),
    skipAggregateResult: true,
  });
  const counts = raw as unknown as RawCounts;
  const statusCodes = Object.fromEntries(
    Object.entries(counts.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
  );
  return {
    requests: counts.totalCompletedRequests,
    durationS: counts.duration,
    rps: Math.round(counts.totalCompletedRequests / counts.duration),
    ...readLatency([raw], job.connections),
    errors: counts.errors,
    timeouts: counts.timeouts,
    statusCodes,
    raw,
  };
}

/** The members of autocannon's raw result read here (see its lib/run.js). */
interface RawCounts {
  totalCompletedRequests: number;
  duration: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}
