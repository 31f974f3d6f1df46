// Issue 48, the Highs: no header a client sends costs more than a bounded amount of CPU to classify or check.
import { describe, expect, it } from 'vitest';
import {
  classifyUserAgentUncached,
  createAgentCache,
  MAX_CLASSIFIED_CHARS,
} from '../src/domain/agents/classify-agent.js';
import { createRequestCore } from '../src/http/core/request-core.js';
import type { PlainResponse } from '../src/http/plain-response.js';
import { isEncodedBody } from '../src/http/read-body.js';
import { redosVerdict } from './helpers/redos.js';
import { findPatterns } from './helpers/regex-literals.js';
import { loadSampleSite } from './helpers/site.js';

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

describe('Content-Encoding on a request', () => {
  // Node hands a header's byte 0xA0 over as U+00A0, which \s and trim() both read as a space.
  const NBSP = '\u00a0';

  it('identity, empty or blank (spaces, tabs, 0xA0) is no coding; anything else is one', () => {
    for (const none of [
      undefined,
      '',
      ' ',
      'identity',
      ' Identity\t',
      `${NBSP}IDENTITY${NBSP}`,
      NBSP.repeat(16_000),
    ])
      expect(isEncodedBody(none), JSON.stringify(none?.slice(0, 20))).toBe(false);
    for (const coding of ['gzip', 'identity, gzip', 'identityx', 'x', `${NBSP.repeat(16_000)}x`])
      expect(isEncodedBody(coding), coding.slice(-20)).toBe(true);
  });

  it("the finding's preflight is answered as before: 204, and a body in that coding is still 415", () => {
    const core = createRequestCore(loadSampleSite());
    const ask = (method: string, headers: Record<string, string>) =>
      core.answer({
        method,
        target: '/',
        header: (name) => headers[name],
        httpVersion: '1.1',
      }) as PlainResponse;
    const coding = `${NBSP.repeat(16_000)}x`;
    expect(ask('OPTIONS', { 'content-encoding': coding }).status).toBe(204);
    expect(ask('POST', { 'content-encoding': coding, 'content-length': '2' }).status).toBe(415);
    expect(ask('POST', { 'content-encoding': NBSP.repeat(16_000), 'content-length': '2' }).status).not.toBe(
      415,
    );
  });
});
