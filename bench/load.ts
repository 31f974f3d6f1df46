// The load generator: a separate process driven over IPC by bench/run.ts and bench/soak.ts, running autocannon.
import { type LoadJob, runJob } from './load-job.js';

export type { LoadJob, LoadRequest, LoadResult } from './load-job.js';

process.on('message', (job: LoadJob) => {
  runJob(job).then(
    (result) => process.send?.({ ok: true, result }),
    (error: unknown) => process.send?.({ ok: false, error: String(error) }),
  );
});
