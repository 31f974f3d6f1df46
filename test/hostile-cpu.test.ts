// Issue 48, the Highs: no header a client sends costs more than a bounded amount of CPU to classify or check.
import { describe, expect, it } from 'vitest';
import {
  classifyUserAgentUncached,
  createAgentCache,
  MAX_CLASSIFIED_CHARS,
} from '../src/domain/agents/classify-agent.js';
import { redosVerdict } from './helpers/redos.js';
import { findPatterns } from './helpers/regex-literals.js';

describe('User-Agent classification', () => {
  it('every pattern the classifier runs is linear (recheck): the Safari one backtracked quadratically', async () => {
    const patterns = findPatterns('src/domain/agents/classify-agent.ts');
    expect(patterns.length).toBeGreaterThan(0);
    for (const { where, text, pattern } of patterns) {
      expect(pattern, `${where}: ${text} is built at run time`).toBeDefined();
      expect(`${where} ${text}: ${await redosVerdict(pattern as RegExp)}`).toBe(`${where} ${text}: safe`);
    }
  }, 60_000);

  it('reads only the first MAX_CLASSIFIED_CHARS of the header', () => {
    const padding = `Mozilla/5.0 (X11; ${'a'.repeat(MAX_CLASSIFIED_CHARS)})`;
    expect(classifyUserAgentUncached(`${padding} GPTBot/1.0`)).toMatchObject({ class: 'unknown' });
    expect(classifyUserAgentUncached(`GPTBot/1.0 ${padding}`)).toMatchObject({ name: 'GPTBot' });
    // The finding's header: still classified, now from its prefix.
    const hostile = `Mozilla/5.0 (X11) version/1.${'1.'.repeat(7700)}`;
    expect(classifyUserAgentUncached(hostile)).toMatchObject({ class: 'unknown' });
  });

  it('Safari is still Safari, and "Version/" alone or after "Safari/" is not', () => {
    const safari =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15';
    expect(classifyUserAgentUncached(safari)).toMatchObject({ name: 'Safari', class: 'browser' });
    expect(classifyUserAgentUncached('Mozilla/5.0 (X11) Version/17.1 Mobile/1')).toMatchObject({
      class: 'unknown',
    });
    expect(classifyUserAgentUncached('Mozilla/5.0 (X11) Safari/605 Version/17.1')).toMatchObject({
      class: 'unknown',
    });
    expect(classifyUserAgentUncached('Mozilla/5.0 (X11) Version/x Version/2 Safari/1')).toMatchObject({
      name: 'Safari',
    });
  });

  it('the cache is keyed by that prefix: distinct 16 KB headers with one prefix are one entry', () => {
    let derived = 0;
    const cached = createAgentCache(() => ++derived);
    const prefix = `Mozilla/5.0 (X11; ${'b'.repeat(MAX_CLASSIFIED_CHARS)})`;
    for (let i = 0; i < 50; i++) cached(`${prefix} ${String(i).repeat(16_000 / 4)}`);
    expect(derived).toBe(1);
  });
});
