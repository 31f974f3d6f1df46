// The bundle on bare `workerd serve` (the binary from npm) with a generated config: the runtime without Miniflare.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WAIT_MS } from '../helpers/wait-until.js';

export interface BareWorkerdOptions {
  scriptPath: string;
  port: number;
  bindings: Record<string, string>;
  compatibilityDate: string;
  compatibilityFlags: string[];
}

export function renderWorkerdConfig(o: Omit<BareWorkerdOptions, 'scriptPath'>): string {
  const bindings = Object.entries(o.bindings)
    .map(([name, text]) => `(name = ${JSON.stringify(name)}, text = ${JSON.stringify(text)})`)
    .join(', ');
  return `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [ (name = "main", worker = .site) ],
  sockets = [ (name = "http", address = "127.0.0.1:${o.port}", http = (), service = "main") ],
);

const site :Workerd.Worker = (
  modules = [ (name = "worker.js", esModule = embed "worker.js") ],
  compatibilityDate = ${JSON.stringify(o.compatibilityDate)},
  compatibilityFlags = ${JSON.stringify(o.compatibilityFlags)},
  bindings = [ ${bindings} ],
);
`;
}

export async function startBareWorkerd(o: BareWorkerdOptions) {
  // embed paths are relative to the config file, so the bundle is copied next to it.
  const dir = mkdtempSync(join(tmpdir(), 'workerd-'));
  copyFileSync(o.scriptPath, join(dir, 'worker.js'));
  writeFileSync(join(dir, 'config.capnp'), renderWorkerdConfig(o));
  const child = spawn('node_modules/.bin/workerd', ['serve', join(dir, 'config.capnp')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${o.port}/`, { method: 'HEAD' }).then(
      () => true,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`workerd did not start on port ${o.port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { logs: () => output, stop, pid: child.pid };
}
