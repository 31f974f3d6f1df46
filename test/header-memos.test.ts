// Header checks that remember the last value they passed: a remembered good value never lets a bad one through.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { EN_WORDS } from '../src/content/words/defaults.js';
import { buildNodeRefusals, refuseRawHeaders } from '../src/entry/node-door/request-framing.js';
import { createMcpRequestCheck } from '../src/http/mcp-endpoint.js';
import { loadSampleSite, TEST_BASE_URL } from './helpers/site.js';

const requestWithHost = (host: string) =>
  ({
    headers: { host },
    rawHeaders: ['Host', host],
    httpVersionMajor: 1,
    httpVersionMinor: 1,
  }) as unknown as IncomingMessage;

describe('the Host syntax check, remembering the last good Host', () => {
  it('answers every request on its own Host, in any order', () => {
    const r = buildNodeRefusals({ baseUrl: TEST_BASE_URL, words: EN_WORDS });
    const sequence = ['offer.example.com', 'bad host', 'offer.example.com', 'a/b', 'bad host', 'x.test:8080'];
    const answers = sequence.map((host) => refuseRawHeaders(requestWithHost(host), r));
    expect(answers).toEqual([undefined, r.invalidHost, undefined, r.invalidHost, r.invalidHost, undefined]);
  });
});

describe('the MCP Content-Type check, remembering the last JSON type', () => {
  it('refuses a non-JSON type right after a JSON one, and accepts JSON again after it', () => {
    const check = createMcpRequestCheck(loadSampleSite());
    const statusFor = (contentType: string) => {
      const headers: Record<string, string> = {
        accept: 'application/json, text/event-stream',
        'content-type': contentType,
      };
      return check('POST', (name) => headers[name])?.status ?? 'read the body';
    };
    const types = ['application/json', 'text/plain', 'application/json; charset=utf-8', 'application/jsonx'];
    expect(types.map(statusFor)).toEqual(['read the body', 415, 'read the body', 415]);
  });
});
