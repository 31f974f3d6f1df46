// Start-up side by side: fresh processes of a raw node:http hello world and of our server, in turn.
import { freePort, median, rssMb, spawnServer, stopChild } from './bench-http.js';

/** RSS is read this long after spawn: start-up garbage has had a moment, the memory reducer not yet. */
export const IDLE_RSS_AFTER_MS = 1500;

export interface StartupSide {
  /** Spawn to the first 200 on /api/health, one per fresh process. */
  coldStartMs: number[];
  /** VmRSS IDLE_RSS_AFTER_MS after spawn, no request but the health probe. */
  idleRssMb: number[];
  coldStartMedianMs: number;
  idleRssMedianMb: number;
}

export interface Startup {
  runs: number;
  hello: StartupSide;
  ours: StartupSide;
}

async function sample(args: string[], env: Record<string, string>) {
  const started = await spawnServer({ ...env, PORT: String(await freePort()) }, args);
  const wait = IDLE_RSS_AFTER_MS - (performance.now() - started.startedAt);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const rss = rssMb(started.child.pid) ?? Number.NaN;
  await stopChild(started.child);
  return { coldStartMs: Math.round(started.coldStartMs), rssMb: rss };
}

function side(samples: { coldStartMs: number; rssMb: number }[]): StartupSide {
  const coldStartMs = samples.map((s) => s.coldStartMs);
  const idleRssMb = samples.map((s) => s.rssMb);
  return {
    coldStartMs,
    idleRssMb,
    coldStartMedianMs: median(coldStartMs),
    idleRssMedianMb: median(idleRssMb),
  };
}

/** hello, ours, hello, ours...: a change in machine load hits both sides alike. */
export async function measureStartup(
  helloArgs: string[],
  oursArgs: string[],
  env: Record<string, string>,
  runs: number,
  /** The first side's own environment (compare-builds: an older build reads its own content). */
  helloEnv: Record<string, string> = env,
): Promise<Startup> {
  const hello: { coldStartMs: number; rssMb: number }[] = [];
  const ours: { coldStartMs: number; rssMb: number }[] = [];
  // One unmeasured start each: the first spawn after a build also pays for the file cache.
  await sample(helloArgs, helloEnv);
  await sample(oursArgs, env);
  for (let i = 0; i < runs; i++) {
    hello.push(await sample(helloArgs, helloEnv));
    ours.push(await sample(oursArgs, env));
  }
  return { runs, hello: side(hello), ours: side(ours) };
}
