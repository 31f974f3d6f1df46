// The slice of autocannon 8's programmatic API the bench and soak use (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    requests?: Request[];
    /** Resolve with the run's raw result (histograms encoded), for aggregateResult to merge with others. */
    skipAggregateResult?: boolean;
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram;
  }
  /** What a run with skipAggregateResult resolves to: counts, and its histograms encoded (JSON-safe). */
  export type RawResult = Record<string, unknown>;
  function autocannon(options: Options & { skipAggregateResult: true }): Promise<RawResult>;
  function autocannon(options: Options): Promise<Result>;
  namespace autocannon {
    /** One result from the raw results of several runs: their latency histograms added, then read. */
    function aggregateResult(results: RawResult[], options: Pick<Options, 'url' | 'connections'>): Result;
  }
  export default autocannon;
}
