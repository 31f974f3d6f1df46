// Web Bot Auth: signed requests verified against a local key directory (an injected fetch, no network), in
// the current dictionary form of Signature-Agent and the older quoted one; the log says signed or invalid.
import type { JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFetchDoor } from '../src/entry/fetch-door.js';
import { createKeyDirectories, keepFor } from '../src/http/bot-auth/key-directory.js';
import { isPrivateHost } from '../src/http/bot-auth/public-origin.js';
import { createSignatureVerifier, type SignedRequest } from '../src/http/bot-auth/verify-request.js';
import { loadSampleSite, TEST_BASE_URL } from './helpers/site.js';
import {
  localDirectory as directoryAt,
  ed25519,
  type KeyPair,
  type SignOptions,
  signRequest,
} from './helpers/web-bot-auth.js';

const SIGNER = 'https://signer.test';
const HOST = new URL(TEST_BASE_URL).host;
const NOW = Date.UTC(2026, 10, 20, 12);

const localDirectory = (keys: () => JWK[], cacheControl?: string) => directoryAt(SIGNER, keys, cacheControl);

/** GET /about of this site, signed at NOW unless told otherwise. */
const signedHeaders = (o: Omit<SignOptions, 'url' | 'agent'> & { host?: string; agent?: string }) =>
  signRequest({
    ...o,
    url: `https://${o.host ?? HOST}/about`,
    agent: o.agent ?? SIGNER,
    created: o.created ?? Math.floor(NOW / 1000) - 10,
  });

const request = (headers: Record<string, string>, host = HOST): SignedRequest => ({
  method: 'GET',
  target: '/about',
  header: (name) => (name === 'host' ? host : headers[name]),
});

let key: KeyPair;
let other: KeyPair;
beforeAll(async () => {
  key = await ed25519();
  other = await ed25519();
});

describe('verifying a signed request', () => {
  const setup = (cacheControl?: string) => {
    const directory = localDirectory(() => [key.jwk], cacheControl);
    let clock = NOW;
    const directories = createKeyDirectories(directory.fetchDirectory, () => clock);
    const verifier = createSignatureVerifier({ baseUrl: TEST_BASE_URL, directories, now: () => clock });
    return { verifier, directory, tick: (ms: number) => (clock += ms) };
  };

  it('verifies the current dictionary form and the older quoted form, naming the signer', async () => {
    const { verifier } = setup();
    for (const form of ['dictionary', 'legacy'] as const) {
      const v = await verifier.verify(request(await signedHeaders({ key, form })));
      expect(v, form).toEqual({ status: 'signed', signer: 'signer.test' });
    }
  });

  it('anything that does not verify is invalid', async () => {
    const { verifier } = setup();
    const cases: Record<string, Record<string, string> | Promise<Record<string, string>>> = {
      'signed by another key': signedHeaders({ key: other, keyid: key.keyid }),
      'a keyid the directory lacks': signedHeaders({ key: other }),
      expired: signedHeaders({
        key,
        created: Math.floor(NOW / 1000) - 7200,
        expires: Math.floor(NOW / 1000) - 3600,
      }),
      'another authority': signedHeaders({ key, host: 'elsewhere.example' }),
      'not tagged web-bot-auth': signedHeaders({ key, tag: 'other' }),
      'a directory that does not exist': signedHeaders({ key, agent: 'https://unknown.test' }),
      'not https': signedHeaders({ key, agent: 'http://signer.test' }),
      'a path, not an origin': signedHeaders({ key, agent: 'https://signer.test/keys' }),
    };
    for (const [what, headers] of Object.entries(cases)) {
      expect(await verifier.verify(request(await headers)), what).toEqual({ status: 'invalid' });
    }
    const good = await signedHeaders({ key });
    // One character changed for sure: replacing it with 'A' left a signature that began with 'A' intact (1 in 64).
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const tampered = {
      ...good,
      signature: good.signature.replace(/:([A-Za-z0-9])/, (_, c: string) => `:${flip(c)}`),
    };
    expect(await verifier.verify(request(tampered))).toEqual({ status: 'invalid' });
    expect(await verifier.verify(request({ ...good, 'signature-agent': '' }))).toEqual({ status: 'invalid' });
    // Hostile values: long, or blank runs that would make the library's trim quadratic, are not read.
    for (const name of ['signature', 'signature-input', 'signature-agent']) {
      for (const value of [`a${' '.repeat(20)}b`, 'x'.repeat(16_000)]) {
        expect(await verifier.verify(request({ ...good, [name]: value })), name).toEqual({
          status: 'invalid',
        });
      }
    }
  });

  it('fetches a directory once while its Cache-Control allows, at least a minute even for no-store', async () => {
    // Valid for a day, so the clock can move past the directory's lifetime.
    const headers = await signedHeaders({ key, expires: Math.floor(NOW / 1000) + 86_400 });
    // [Cache-Control, then per step: ms the clock moves before a check, fetches made after it].
    const cases: [string, [number, number][]][] = [
      [
        'max-age=3600',
        [
          [0, 1],
          [3_000_000, 1],
          [700_000, 2],
        ],
      ],
      [
        'no-store',
        [
          [0, 1],
          [30_000, 1],
          [31_000, 2],
        ],
      ],
    ];
    for (const [cacheControl, steps] of cases) {
      const { verifier, directory, tick } = setup(cacheControl);
      // Concurrent checks share one fetch.
      await Promise.all([1, 2].map(() => verifier.verify(request(headers))));
      for (const [ms, fetches] of steps) {
        tick(ms);
        expect(await verifier.verify(request(headers))).toEqual({ status: 'signed', signer: 'signer.test' });
        expect(directory.fetched, `${cacheControl} after ${ms} ms`).toHaveLength(fetches);
      }
    }
  });

  it('reads Cache-Control and Expires, and refuses private origins by address', () => {
    const h = (init: Record<string, string>) => new Headers(init);
    expect(keepFor(h({ 'cache-control': 'public, max-age=86400' }), NOW)).toBe(86_400_000);
    expect(keepFor(h({ 'cache-control': 'no-cache' }), NOW)).toBe(0);
    expect(keepFor(h({ expires: new Date(NOW + 60_000).toUTCString() }), NOW)).toBe(60_000);
    expect(keepFor(h({}), NOW)).toBeUndefined();
    for (const host of [
      'localhost',
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '172.20.0.1',
      '169.254.169.254',
      '[::1]',
    ]) {
      expect(isPrivateHost(host), host).toBe(true);
    }
    for (const host of ['signer.test', '8.8.8.8', '172.32.0.1', 'chatgpt.com'])
      expect(isPrivateHost(host), host).toBe(false);
  });
});

describe('the verified field in the log', () => {
  it('a signed request logs signed or invalid after its answer; an unsigned claim stays without one', async () => {
    const directory = localDirectory(() => [key.jwk]);
    const verifier = createSignatureVerifier({
      baseUrl: TEST_BASE_URL,
      directories: createKeyDirectories(directory.fetchDirectory),
    });
    const lines: string[] = [];
    const door = createFetchDoor(loadSampleSite(), { logRequest: (l) => lines.push(l), verifier });
    const waiting: Promise<unknown>[] = [];
    const context = { waitUntil: (p: Promise<unknown>) => waiting.push(p) };
    const ua = 'Mozilla/5.0 (compatible; ChatGPT-User/1.0; +https://openai.com/bot)';
    const created = Math.floor(Date.now() / 1000) - 5;
    const good = await signedHeaders({ key, created });
    const bad = await signedHeaders({ key: other, keyid: key.keyid, created });
    for (const headers of [good, bad, {}]) {
      const res = await door.fetch(
        new Request(`${TEST_BASE_URL}/about`, { headers: { 'user-agent': ua, ...headers } }),
        context,
      );
      expect(res.status).toBe(200);
    }
    // The unsigned request's line is written at once; the signed ones wait in waitUntil.
    expect(waiting).toHaveLength(2);
    await Promise.all(waiting);
    const verified = lines.map((l) => JSON.parse(l)).map((l) => [l.agent.name, l.verified, l.signer]);
    // The unsigned line first; the signed ones in the order their checks finish.
    expect(verified[0]).toEqual(['ChatGPT-User', undefined, undefined]);
    expect(verified.slice(1).sort()).toEqual([
      ['ChatGPT-User', 'invalid', undefined],
      ['ChatGPT-User', 'signed', 'signer.test'],
    ]);
    expect(lines.join('\n')).not.toContain(good.signature.slice(5, 25));
  });
});
