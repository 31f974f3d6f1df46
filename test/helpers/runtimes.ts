// The Nodes the site supports besides the machine's own, from tools/runtimes (npm packages of the official
// binaries): the runtime-stage replay runs the image's Node, runtime-flags checks every one.
import { existsSync, readFileSync } from 'node:fs';

const RUNTIMES = 'tools/runtimes';

/** The majors tools/runtimes pins (node22, node24, ...), with the machine's own, ascending. */
export function supportedMajors(): number[] {
  const pkg = JSON.parse(readFileSync(`${RUNTIMES}/package.json`, 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const pinned = Object.keys(pkg.dependencies).map((name) => Number(/^node(\d+)$/.exec(name)?.[1]));
  return [...new Set([thisMajor(), ...pinned])].sort((a, b) => a - b);
}

export const thisMajor = () => Number(process.versions.node.split('.')[0]);

/** The binary of a supported major: this process's own, or tools/runtimes' (undefined until installed). */
export function nodeBinary(major: number): string | undefined {
  if (major === thisMajor()) return process.execPath;
  const path = `${process.cwd()}/${RUNTIMES}/node_modules/node${major}/bin/node`;
  return existsSync(path) ? path : undefined;
}

/** Why a test needing Node `major` cannot run here, and how to make it run. */
export const missingNode = (major: number) =>
  `needs Node ${major}: npm ci --prefix ${RUNTIMES} (or run under bash ${RUNTIMES}/with-node.sh ${major})`;
