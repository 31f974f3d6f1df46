// The fast lane's rule, enforced at run time (vitest.config.ts setupFiles): no process, no socket, no listener.
// A test whose result can depend on the machine's speed belongs in the slow lane; this makes the rule mechanical,
// so a new test that starts a server or a child in the fast lane fails at once, naming the way out.
import childProcess, { ChildProcess } from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import { Server, Socket } from 'node:net';

const WAY_OUT =
  'add the test file to SLOW in vitest.config.ts (the fast lane is pure: see docs/architecture.md, Tests)';

function refuse(what: string): never {
  throw new Error(`fast lane: this test ${what}; ${WAY_OUT}`);
}

const PROCESS_FUNCTIONS = [
  'spawn',
  'spawnSync',
  'exec',
  'execSync',
  'execFile',
  'execFileSync',
  'fork',
] as const;

for (const name of PROCESS_FUNCTIONS) {
  Object.defineProperty(childProcess, name, {
    value: () => refuse(`starts a process (child_process.${name})`),
    configurable: true,
    writable: true,
  });
}
// Named ESM imports of node:child_process follow the patched CommonJS exports only after this.
syncBuiltinESMExports();
// What every asynchronous way of starting a process ends in, for code that kept a reference of its own.
Object.defineProperty(ChildProcess.prototype, 'spawn', {
  value: () => refuse('starts a process'),
  configurable: true,
  writable: true,
});
Server.prototype.listen = () => refuse('listens on a port (an in-process server)');
Socket.prototype.connect = () => refuse('opens a socket');
