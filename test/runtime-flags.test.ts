// The production flags (scripts/build-node.ts NODE_FLAGS, also in package.json, the Dockerfile and the systemd
// unit) on every supported Node: accepted without a word, each V8 flag one that V8 still knows, and the young
// generation's cap in effect. A flag a new Node drops would otherwise stop start-up or, worse, be ignored.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { NODE_FLAGS } from '../scripts/build-node.js';
import { missingNode, nodeBinary, supportedMajors } from './helpers/runtimes.js';

const run = promisify(execFile);
/** Node's own options; the rest go to V8 and must appear in `node --v8-options`. */
const NODE_OPTIONS = new Set(['--v8-pool-size']);

/** Churns the young generation, then reports its size: two semi-spaces of --max-semi-space-size MB at most. */
const PROBE = `
  let keep = [];
  for (let i = 0; i < 2e6; i++) { keep.push({ i }); if (keep.length > 20000) keep = []; }
  const young = require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
  console.log(JSON.stringify({ version: process.version, youngBytes: young.space_size }));
`;

const flagName = (flag: string) => flag.split('=')[0] ?? flag;
const semiSpaceMb = Number(NODE_FLAGS.find((f) => f.startsWith('--max-semi-space-size='))?.split('=')[1]);

describe.each(supportedMajors())('Node %i', (major) => {
  const node = nodeBinary(major);
  // CI installs tools/runtimes: there a missing Node is a failure, not a skip.
  if (!node && process.env.CI) throw new Error(`runtime-flags ${missingNode(major)}`);

  it.skipIf(!node)(
    `accepts every production flag silently${node ? '' : ` (skipped: ${missingNode(major)})`}`,
    async () => {
      const { stdout, stderr } = await run(node ?? '', [...NODE_FLAGS, '-e', PROBE]);
      expect(stderr).toBe('');
      const probe = JSON.parse(stdout) as { version: string; youngBytes: number };
      expect(probe.version).toMatch(new RegExp(`^v${major}\\.`));
      // Without the cap V8 grows the young generation to 8 MB (Node 20, 22) or 16 MB (24, 26) under this churn.
      expect(probe.youngBytes).toBeLessThanOrEqual(2 * semiSpaceMb * 1024 * 1024);
    },
  );

  it.skipIf(!node)('knows each V8 flag by name (an unknown one would be refused or ignored)', async () => {
    const { stdout } = await run(node ?? '', ['--v8-options'], { maxBuffer: 16 * 1024 * 1024 });
    const v8Flags = NODE_FLAGS.map(flagName).filter((name) => !NODE_OPTIONS.has(name));
    expect(v8Flags.length).toBeGreaterThan(0);
    for (const name of v8Flags) {
      // --no-x is V8's negation of --x.
      expect(stdout, name).toContain(`  ${name.replace(/^--no-/, '--')} (`);
    }
  });

  it.skipIf(!node)('refuses a flag it does not know: the first check can fail', async () => {
    await expect(run(node ?? '', ['--no-such-flag-at-all', '-e', '0'])).rejects.toThrow(/bad option/);
  });
});
