// Cluster mode: WORKERS=N|auto runs N copies of the Node server on one port; crashes are replaced with backoff.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { type Config, parseConfig } from '../content/config.js';
import { loadSite } from '../content/load-site.js';
import { createEventLog, type RunningServer } from './node-door/node-server.js';
import { parseServerLimits, type ServerLimits } from './node-door/server-limits.js';

/** Restart delays: the first crash is replaced almost at once, a crash loop backs off to at most 10 s. */
export const RESTART_BASE_MS = 100;
export const RESTART_MAX_MS = 10_000;
/** Crashes older than this no longer count towards the backoff. */
export const CRASH_WINDOW_MS = 60_000;

export function restartDelayMs(recentCrashes: number): number {
  return Math.min(RESTART_MAX_MS, RESTART_BASE_MS * 2 ** Math.max(0, recentCrashes - 1));
}

export function workerCount(config: Config): number {
  return config.workers === 'auto' ? availableParallelism() : config.workers;
}

/** True in the primary when more than one worker is asked for; a bad config is left to the single path to report. */
export function shouldRunCluster(env: Record<string, string | undefined>): boolean {
  if (!cluster.isPrimary) return false;
  try {
    return workerCount(parseConfig(env)) > 1;
  } catch {
    return false;
  }
}

/**
 * In a worker, with EXPOSE_WORKER_PID=1 (tests and debugging only), tags every response with the
 * answering process id; off by default so production responses say nothing about the host.
 */
export function tagWorkerResponses(running: RunningServer, env: Record<string, string | undefined>): void {
  if (!cluster.isWorker || env.EXPOSE_WORKER_PID !== '1') return;
  const pid = String(process.pid);
  running.server.prependListener('request', (_req, res) => res.setHeader('x-worker-pid', pid));
}

/** Validates once, forks, keeps N workers alive, and on SIGTERM/SIGINT drains them all, then exits. */
export function runClusterPrimary(env: Record<string, string | undefined>): void {
  let config: Config;
  let limits: ServerLimits;
  try {
    config = parseConfig(env);
    limits = parseServerLimits(env);
    // A broken content folder fails here, once, instead of in every worker and in a restart loop.
    loadSite(config.contentDir, config.baseUrl);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const event = createEventLog(config.logLevel);
  const size = workerCount(config);
  const crashes: number[] = [];
  const timers = new Set<NodeJS.Timeout>();
  // Our own count: cluster.workers may still list a worker when its exit event fires.
  const live = new Set<Worker>();
  let everListened = false;
  let stopping = false;
  let cleanExit = true;

  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    let listened = false;
    worker.on('listening', (address) => {
      listened = everListened = true;
      event('info', 'worker listening', { worker: worker.id, pid: worker.process.pid, port: address.port });
    });
    worker.on('exit', (code, signal) => onExit(worker, listened, code, signal));
  };

  const onExit = (worker: Worker, listened: boolean, code: number | null, signal: string | null) => {
    live.delete(worker);
    const fields = { worker: worker.id, pid: worker.process.pid, code, signal };
    if (stopping) {
      if (code !== 0) cleanExit = false;
      event(code === 0 ? 'info' : 'error', 'worker stopped', fields);
      if (live.size === 0) finish();
      return;
    }
    if (!listened && !everListened) {
      // Nothing ever served: the cause (port in use, bad limits) will not go away by retrying.
      event('error', 'worker failed to start; stopping', fields);
      cleanExit = false;
      stop('startup failure');
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && (crashes[0] as number) < now - CRASH_WINDOW_MS) crashes.shift();
    const delay = restartDelayMs(crashes.length);
    event('error', 'worker exited; replacing it', { ...fields, restartInMs: delay });
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopping) fork();
    }, delay);
    timers.add(timer);
  };

  const finish = () => {
    event(cleanExit ? 'info' : 'error', 'cluster stopped', { exitCode: cleanExit ? 0 : 1 });
    process.exit(cleanExit ? 0 : 1);
  };

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    event('info', 'cluster stopping', { reason, workers: live.size });
    if (live.size === 0) return finish();
    // Each worker runs the single-process path, whose SIGTERM handler drains its requests and exits 0.
    for (const worker of live) worker.process.kill('SIGTERM');
    setTimeout(() => {
      event('error', 'workers still running after the shutdown deadline; killing them', {
        workers: live.size,
      });
      cleanExit = false;
      for (const worker of live) worker.process.kill('SIGKILL');
    }, limits.shutdownTimeoutMs + 2_000).unref();
    return undefined;
  };

  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  event('info', 'cluster starting', { workers: size, pid: process.pid });
  for (let i = 0; i < size; i++) fork();
}
