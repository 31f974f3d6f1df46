// The production recipes agree with each other: the same node flags, BASE_URL required, files the build needs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NODE_FLAGS } from '../scripts/build-node.js';
import { ConfigError, parseConfig } from '../src/content/config.js';
import { parseServerLimits } from '../src/entry/node-door/server-limits.js';
import { readStage } from './helpers/dockerfile.js';

const read = (file: string) => readFileSync(file, 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
/** The flags, then dist/server.js, in whatever quoting the file uses. */
const runsWithFlags = new RegExp(`${NODE_FLAGS.join('[\'",\\s]+')}['",\\s]+dist/server\\.js`);

describe('node flags (the code cache is only accepted under the flags it was written with)', () => {
  it.each([
    ['package.json start', scripts.start ?? ''],
    ['package.json serve', scripts.serve ?? ''],
    ['deploy/offer-site.service', read('deploy/offer-site.service')],
    ['tools/lighthouse/lighthouse.mjs', read('tools/lighthouse/lighthouse.mjs')],
    ['tools/mcp-check/run.sh', read('tools/mcp-check/run.sh')],
  ])('%s runs node with NODE_FLAGS', (_file, text) => {
    expect(text).toMatch(runsWithFlags);
  });

  it.each(['start', 'serve'])(
    'npm run %s ends by exec-ing node, so SIGTERM to npm reaches the server (no node left running)',
    (name) => {
      expect(scripts[name]).toMatch(/(^|&& )exec node [^&|;]*dist\/server\.js$/);
    },
  );

  it('the Dockerfile CMD runs node with them', () => {
    expect(readStage('Dockerfile', 'runtime').cmd).toEqual(['node', ...NODE_FLAGS, 'dist/server.js']);
  });
});

describe('BASE_URL in production', () => {
  it('is required when NODE_ENV=production, with the variable named and an example', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
      /Invalid configuration:\n {2}- BASE_URL: required when NODE_ENV=production.*e\.g\. BASE_URL=https:\/\/\S+$/,
    );
    expect(parseConfig({ NODE_ENV: 'production', BASE_URL: 'https://a.example/' }).baseUrl).toBe(
      'https://a.example',
    );
  });

  it('defaults to http://localhost:PORT anywhere else', () => {
    expect(parseConfig({ NODE_ENV: 'development', PORT: '8080' }).baseUrl).toBe('http://localhost:8080');
    expect(parseConfig({}).baseUrl).toBe('http://localhost:3000');
  });

  it('is set by every production recipe, which also set NODE_ENV=production', () => {
    expect(readStage('Dockerfile', 'runtime').env.NODE_ENV).toBe('production');
    expect(read('compose.yaml')).toMatch(/^\s+BASE_URL: https:\/\//m);
    const unit = read('deploy/offer-site.service');
    expect(unit).toMatch(/^Environment=NODE_ENV=production$/m);
    expect(unit).toMatch(/^Environment=BASE_URL=https:\/\//m);
  });
});

describe('container files', () => {
  it('.dockerignore lets in exactly what the build stage copies from the context', () => {
    const allowed = read('.dockerignore')
      .split('\n')
      .filter((line) => line.startsWith('!'))
      .map((line) => line.slice(1).replace(/\/$/, ''));
    const copied = readStage('Dockerfile', 'build')
      .copies.filter((c) => c.from === '')
      .flatMap((c) => c.sources.map((s) => s.replace(/\/$/, '')));
    expect(read('.dockerignore')).toMatch(/^\*$/m);
    expect([...allowed].sort()).toEqual([...copied].sort());
  });

  it('compose mounts content where the image reads it, read-only', () => {
    const contentDir = readStage('Dockerfile', 'runtime').env.CONTENT_DIR;
    expect(read('compose.yaml')).toContain(`./content:${contentDir}:ro`);
  });

  /** How long the app drains on SIGTERM by default (SHUTDOWN_TIMEOUT_MS), in seconds. */
  const drainS = parseServerLimits({}).shutdownTimeoutMs / 1000;

  it('the systemd unit gives in-flight requests their shutdown time before systemd kills', () => {
    const unit = read('deploy/offer-site.service');
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThan(drainS);
  });

  it('compose gives them their shutdown time too (Docker kills after 10 s unless told otherwise)', () => {
    expect(Number(/^\s+stop_grace_period: (\d+)s$/m.exec(read('compose.yaml'))?.[1])).toBeGreaterThan(drainS);
  });

  it('every pointer to a docs section (file, "Heading") names a heading that exists', () => {
    const pointers = ['compose.yaml', 'deploy/offer-site.service', 'Dockerfile'].flatMap((file) =>
      [...read(file).matchAll(/\(([\w./-]+\.md), "([^"]+)"\)/g)].map(
        (m) => [file, m[1] ?? '', m[2] ?? ''] as const,
      ),
    );
    expect(pointers.length).toBeGreaterThan(0);
    for (const [file, doc, heading] of pointers)
      expect(read(doc), `${file} points to ${doc}, "${heading}"`).toMatch(new RegExp(`^#+ ${heading}$`, 'm'));
  });
});

describe('development scripts', () => {
  it('npm run dev runs the development entry, which reloads content itself (a restart would lose the last good content)', () => {
    expect(scripts.dev).toBe('tsx watch scripts/dev.ts');
  });

  it('npm run dev:worker takes its port from PORT, and builds broken content into a worker that shows it', () => {
    expect(scripts['dev:worker']).toMatch(/^OFFER_SITE_DEV_BUILD=1 /);
    expect(scripts['dev:worker']).toMatch(/--port \$\{PORT:-8787\}/);
    expect(scripts['dev:worker']).toMatch(/BASE_URL:http:\/\/127\.0\.0\.1:\$\{PORT:-8787\}/);
  });
});
