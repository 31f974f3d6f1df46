// Web Bot Auth: signed requests verified against a local key directory (an injected fetch, no network), in
// the current dictionary form of Signature-Agent and the older quoted one; the log says signed or invalid.
import type { JWK } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../src/content/config.js';
import { createFetchDoor } from '../src/entry/fetch-door.js';
import { createFetchBudget } from '../src/http/bot-auth/fetch-budget.js';
import { createKeyDirectories, keepFor } from '../src/http/bot-auth/key-directory.js';
import { isPublicAddress, refusedHostname } from '../src/http/bot-auth/public-address.js';
import { fetchPublicOrigin } from '../src/http/bot-auth/public-origin.js';
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
    const directories = createKeyDirectories({ fetch: directory.fetchDirectory, now: () => clock });
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
    // One bit of the signature's first byte flipped, whatever its base64 starts with: a character edit missed
    // a signature beginning with '+' or '/' (the pattern then matched nothing), 1 run in 32 with a fresh key.
    const start = good.signature.indexOf(':') + 1;
    const end = good.signature.indexOf(':', start);
    const bytes = Buffer.from(good.signature.slice(start, end), 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const tampered = {
      ...good,
      signature: `${good.signature.slice(0, start)}${bytes.toString('base64')}${good.signature.slice(end)}`,
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

  it('reads Cache-Control and Expires', () => {
    const h = (init: Record<string, string>) => new Headers(init);
    expect(keepFor(h({ 'cache-control': 'public, max-age=86400' }), NOW)).toBe(86_400_000);
    expect(keepFor(h({ 'cache-control': 'no-cache' }), NOW)).toBe(0);
    expect(keepFor(h({ expires: new Date(NOW + 60_000).toUTCString() }), NOW)).toBe(60_000);
    expect(keepFor(h({}), NOW)).toBeUndefined();
  });
});

describe('where key directories may come from', () => {
  it('only public unicast addresses, in every IPv4 and IPv6 form', () => {
    const refused = [
      ...['0.0.0.0', '0.1.2.3', '127.0.0.1', '127.255.0.9', '10.1.2.3', '172.16.0.1', '172.31.255.255'],
      ...['192.168.0.1', '169.254.169.254', '100.64.0.1', '100.127.255.254', '192.0.0.9', '192.0.2.1'],
      ...['198.18.0.1', '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255'],
      ...[
        '::',
        '::1',
        'fc00::1',
        'fd00:ec2::254',
        'fe80::1',
        'ff02::1',
        '::ffff:127.0.0.1',
        '::ffff:10.0.0.1',
      ],
      ...['::ffff:169.254.169.254', '::7f00:1', '64:ff9b::7f00:1', '2002:7f00:1::', '2001::1', '2001:db8::1'],
      ...['not an address', ''],
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
    const allowed = ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'];
    for (const address of allowed) expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses local names and private literals before anything is resolved', () => {
    const refused = ['localhost', 'localhost.', 'a.localhost', 'printer.local', 'router.home.arpa'];
    const alsoRefused = [
      'metadata.google.internal',
      'vm',
      'intranet',
      '127.0.0.1',
      '[::1]',
      '[::ffff:7f00:1]',
    ];
    for (const host of [...refused, ...alsoRefused]) expect(refusedHostname(host), host).toBeDefined();
    for (const host of ['chatgpt.com', 'signer.test', '8.8.8.8', '[2606:4700::1111]'])
      expect(refusedHostname(host), host).toBeUndefined();
  });

  it('the Worker fetch refuses them without a request', async () => {
    for (const url of ['https://[::ffff:127.0.0.1]/x', 'https://169.254.169.254/x', 'https://vm/x']) {
      await expect(fetchPublicOrigin(url, {}), url).rejects.toThrow(/refused key directory/);
    }
  });
});

describe('a flood of signed requests naming distinct origins', () => {
  /** A directory fetch that answers when told: how many ran, and how many at once. */
  const slowFetch = () => {
    const started: string[] = [];
    let running = 0;
    let most = 0;
    const waiting: (() => void)[] = [];
    const fetch = async (url: string) => {
      started.push(url);
      most = Math.max(most, ++running);
      await new Promise<void>((resolve) => waiting.push(resolve));
      running--;
      return new Response('', { status: 404 });
    };
    const finish = async () => {
      while (waiting.length > 0) {
        for (const resolve of waiting.splice(0)) resolve();
        await new Promise((r) => setImmediate(r));
      }
    };
    return { started, fetch, finish, most: () => most };
  };

  it('fetches at most four at once and 30 a minute; the rest are unchecked, never queued', async () => {
    let clock = NOW;
    const net = slowFetch();
    const directories = createKeyDirectories({ fetch: net.fetch, now: () => clock });
    const answers = Array.from({ length: 1000 }, (_, i) => directories.keys(`https://a${i}.example`));
    expect(net.started).toHaveLength(4);
    await net.finish();
    const settled = await Promise.all(answers);
    expect(settled.filter((a) => a === 'unchecked')).toHaveLength(996);
    expect(settled.filter((a) => a === 'unavailable')).toHaveLength(4);
    // Within the same minute, one at a time: 26 more, then the minute's 30 are spent.
    for (let i = 0; i < 40; i++) {
      const answer = directories.keys(`https://b${i}.example`);
      await net.finish();
      expect(await answer, `b${i}`).toBe(i < 26 ? 'unavailable' : 'unchecked');
    }
    expect(net.started).toHaveLength(30);
    expect(net.most()).toBe(4);
    clock += 60_000;
    const next = directories.keys('https://c.example');
    await net.finish();
    expect(await next).toBe('unavailable');
    expect(net.started).toHaveLength(31);
  });

  it('remembers failures apart from good directories, so failing origins cannot push a signer out', async () => {
    let clock = NOW;
    const good = localDirectory(() => [key.jwk]);
    const fetched: string[] = [];
    const directories = createKeyDirectories({
      fetch: (url, init) => {
        fetched.push(url);
        return url.startsWith(SIGNER)
          ? good.fetchDirectory(url, init)
          : Promise.resolve(new Response('', { status: 404 }));
      },
      budget: createFetchBudget({ inFlight: 4, perWindow: 1_000_000, windowMs: 60_000 }, () => clock),
      now: () => clock,
    });
    expect(await directories.keys(SIGNER)).toEqual([key.jwk]);
    for (let i = 0; i < 3000; i++) {
      clock += 1;
      expect(await directories.keys(`https://f${i}.example`)).toBe('unavailable');
    }
    // The signer's directory is still kept (max-age=3600), and a recent failure is not asked again.
    expect(await directories.keys(SIGNER)).toEqual([key.jwk]);
    expect(await directories.keys('https://f2999.example')).toBe('unavailable');
    expect(fetched).toHaveLength(3001);
    // Past five minutes a failed origin is tried again.
    clock += 300_000;
    expect(await directories.keys('https://f2999.example')).toBe('unavailable');
    expect(fetched).toHaveLength(3002);
  });

  it('with an allow-list, fetches only from the hosts on it; other signatures are unchecked', async () => {
    const directory = localDirectory(() => [key.jwk]);
    const directories = createKeyDirectories({
      fetch: directory.fetchDirectory,
      hosts: new Set(['chatgpt.com']),
    });
    const verifier = createSignatureVerifier({ baseUrl: TEST_BASE_URL, directories, now: () => NOW });
    expect(await verifier.verify(request(await signedHeaders({ key })))).toEqual({ status: 'unchecked' });
    expect(directory.fetched).toEqual([]);
    const allowed = createKeyDirectories({
      fetch: directory.fetchDirectory,
      hosts: new Set(['signer.test']),
    });
    const checks = createSignatureVerifier({ baseUrl: TEST_BASE_URL, directories: allowed, now: () => NOW });
    expect(await checks.verify(request(await signedHeaders({ key })))).toEqual({
      status: 'signed',
      signer: 'signer.test',
    });
    // An expired signature is invalid whatever the list says: it is refused before any directory is asked for.
    const expired = await signedHeaders({
      key,
      created: Math.floor(NOW / 1000) - 7200,
      expires: Math.floor(NOW / 1000) - 3600,
    });
    expect(await verifier.verify(request(expired))).toEqual({ status: 'invalid' });
  });
});

describe('the verified field in the log', () => {
  it('a signed request logs signed or invalid after its answer; an unsigned claim stays without one', async () => {
    const directory = localDirectory(() => [key.jwk]);
    const verifier = createSignatureVerifier({
      baseUrl: TEST_BASE_URL,
      directories: createKeyDirectories({ fetch: directory.fetchDirectory }),
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

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('with WEB_BOT_AUTH=off a signed request is logged unchecked at once, and nothing is fetched', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const lines: string[] = [];
    const door = createFetchDoor(loadSampleSite(), { logRequest: (l) => lines.push(l), webBotAuth: 'off' });
    const waiting: Promise<unknown>[] = [];
    const headers = await signedHeaders({ key, created: Math.floor(Date.now() / 1000) - 5 });
    const res = await door.fetch(new Request(`${TEST_BASE_URL}/about`, { headers }), {
      waitUntil: (p) => waiting.push(p),
    });
    expect(res.status).toBe(200);
    expect(waiting).toEqual([]);
    expect(lines.map((l) => JSON.parse(l).verified)).toEqual(['unchecked']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('WEB_BOT_AUTH', () => {
  it('is on by default, off, or a list of directory hosts; anything else names the variable', () => {
    expect(parseConfig({}).webBotAuth).toBe('on');
    expect(parseConfig({ WEB_BOT_AUTH: 'OFF' }).webBotAuth).toBe('off');
    expect(parseConfig({ WEB_BOT_AUTH: 'chatgpt.com, agent.example:8443' }).webBotAuth).toEqual(
      new Set(['chatgpt.com', 'agent.example:8443']),
    );
    for (const bad of ['yes', 'https://chatgpt.com', 'chatgpt.com/keys', 'a,,b', 'user@host.example']) {
      expect(() => parseConfig({ WEB_BOT_AUTH: bad }), bad).toThrow(/WEB_BOT_AUTH: must be on, off, or a/);
    }
  });
});
