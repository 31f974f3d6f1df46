// Node entry: load config and content, build the request core once, and serve it through the Node door.
import { runClusterPrimary, shouldRunCluster, tagWorkerResponses } from './cluster.js';
import { createEventLog, startNodeServer } from './node-door/node-server.js';
import { releaseYoungGeneration } from './node-door/young-generation.js';

// WORKERS=N|auto (N > 1): this process only supervises; each forked worker takes the single-server path below.
if (shouldRunCluster(process.env)) runClusterPrimary(process.env);
else
  startNodeServer(process.env).then(
    (running) => {
      releaseYoungGeneration();
      tagWorkerResponses(running, process.env);
      const event = createEventLog(running.config.logLevel);
      // SIGTERM (orchestrators) and SIGINT (Ctrl-C) drain in-flight requests, then exit 0.
      const stop = (signal: NodeJS.Signals) => {
        event('info', 'stopping', { signal, deadlineMs: running.limits.shutdownTimeoutMs });
        void running.shutdown().then(() => {
          process.exitCode = 0;
          // Exit even if something still holds the event loop, once stdout has had a moment to drain.
          setTimeout(() => process.exit(0), 200).unref();
        });
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
