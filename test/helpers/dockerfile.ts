// Reads one stage of our Dockerfile (the instructions it uses), so a test can replay it without Docker.
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildNode } from '../../scripts/build-node.js';
import { FIXTURE_CONTENT } from './site.js';

export interface Stage {
  name: string;
  workdir: string;
  env: Record<string, string>;
  /** COPY sources (absolute in stage `from`, or in the build context when from is '') and destinations. */
  copies: { from: string; sources: string[]; dest: string }[];
  runs: string[];
  user?: string;
  /** Exec form only: a shell form would need a shell the replay does not model. */
  cmd: string[];
  healthcheck?: string[];
  expose: string[];
}

/** Instructions with their continuation lines joined, comments and blank lines dropped. */
function instructions(text: string): string[] {
  return text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function execForm(args: string, what: string): string[] {
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((a) => typeof a === 'string')) {
    throw new Error(`Dockerfile: ${what} must be in exec form (a JSON array of strings)`);
  }
  return parsed;
}

export function readStage(file: string, stageName: string): Stage {
  const stage: Stage = { name: stageName, workdir: '/', env: {}, copies: [], runs: [], cmd: [], expose: [] };
  let inStage = false;
  for (const line of instructions(readFileSync(file, 'utf8'))) {
    const [keyword = '', ...restParts] = line.split(/\s+/);
    const rest = restParts.join(' ');
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      inStage = new RegExp(`\\bAS\\s+${stageName}$`, 'i').test(rest);
      continue;
    }
    if (!inStage) continue;
    if (upper === 'WORKDIR') stage.workdir = rest;
    else if (upper === 'ENV') {
      for (const pair of rest.split(/\s+/)) {
        const eq = pair.indexOf('=');
        stage.env[pair.slice(0, eq)] = pair.slice(eq + 1);
      }
    } else if (upper === 'COPY') {
      const from = /^--from=(\S+)\s+/.exec(rest);
      const paths = rest.slice(from?.[0].length ?? 0).split(/\s+/);
      stage.copies.push({ from: from?.[1] ?? '', sources: paths.slice(0, -1), dest: paths.at(-1) ?? '' });
    } else if (upper === 'RUN') stage.runs.push(rest);
    else if (upper === 'USER') stage.user = rest;
    else if (upper === 'EXPOSE') stage.expose.push(...rest.split(/\s+/));
    else if (upper === 'CMD') stage.cmd = execForm(rest, 'CMD');
    else if (upper === 'HEALTHCHECK') {
      const cmd = /\bCMD\s+(\[.*\])$/.exec(rest);
      if (!cmd?.[1]) throw new Error('Dockerfile: HEALTHCHECK must use CMD in exec form');
      stage.healthcheck = execForm(cmd[1], 'HEALTHCHECK');
    } else if (upper !== 'ARG' && upper !== 'LABEL') {
      throw new Error(`Dockerfile: the replay does not know ${upper} (in the ${stageName} stage)`);
    }
  }
  return stage;
}

/** The default of a global ARG (before the first FROM), such as the NODE_IMAGE both stages start from. */
export function readArg(file: string, name: string): string {
  for (const line of instructions(readFileSync(file, 'utf8'))) {
    const [keyword = '', rest = ''] = line.split(/\s+(.*)/);
    if (keyword.toUpperCase() === 'FROM') break;
    const eq = rest.indexOf('=');
    if (keyword.toUpperCase() === 'ARG' && rest.slice(0, eq) === name) return rest.slice(eq + 1);
  }
  throw new Error(`Dockerfile: no ARG ${name}=... before the first FROM`);
}

/** The Node major of an official image reference: node:26-trixie-slim is 26. */
export function nodeMajorOf(image: string): number {
  const major = /^node:(\d+)(?:[.-]|$)/.exec(image)?.[1];
  if (!major) throw new Error(`Dockerfile: ${image} is not an official node:<major>-... image`);
  return Number(major);
}

/**
 * What the build stage leaves in its /app, in `dir`: the bundle and code cache of `npm run build` (warmed up on
 * the test fixture, as tests never read content/, by `node`: the image's Node), package.json, and the fixture as
 * content/.
 */
export async function buildStageOutput(dir: string, node = process.execPath): Promise<void> {
  await buildNode({ outDir: join(dir, 'dist'), contentDir: FIXTURE_CONTENT, node });
  cpSync('package.json', join(dir, 'package.json'));
  cpSync(FIXTURE_CONTENT, join(dir, 'content'), { recursive: true });
}
