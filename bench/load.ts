// The load generator: a separate process driven over IPC by bench/run.ts and bench/soak.ts, running autocannon.
import autocannon from 'autocannon';

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
}

async function runJob(job: LoadJob): Promise<LoadResult> {
  const result = await autocannon({
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
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [
      code,
      (stat as { count: number }).count,
    ]),
  );
  return {
    requests: result.requests.total,
    durationS: result.duration,
    rps: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

process.on('message', (job: LoadJob) => {
  runJob(job).then(
    (result) => process.send?.({ ok: true, result }),
    (error: unknown) => process.send?.({ ok: false, error: String(error) }),
  );
});
