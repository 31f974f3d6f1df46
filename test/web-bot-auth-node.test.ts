// Web Bot Auth key directories on Node: the name resolved once (an injected resolver, no outside network),
// every address checked, the connection made only to the address checked, over TLS for the name. A local
// HTTPS directory on 127.0.0.1 stands in for the agent's; the default policy must never reach it.
import { createServer, type Server } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeDirectoryFetch } from '../src/entry/node-door/directory-fetch.js';
import { DIRECTORY_PATH } from '../src/http/bot-auth/directory-read.js';
import { createKeyDirectories } from '../src/http/bot-auth/key-directory.js';
import { isPublicAddress } from '../src/http/bot-auth/public-address.js';
import { createSignatureVerifier, type SignedRequest } from '../src/http/bot-auth/verify-request.js';
import { TEST_BASE_URL } from './helpers/site.js';
import { ed25519, type KeyPair, signRequest } from './helpers/web-bot-auth.js';

const HOST = new URL(TEST_BASE_URL).host;
let server: Server;
let port: number;
let ca: string;
let key: KeyPair;
/** Connections the local directory accepted, and the paths it was asked for. */
const connections: string[] = [];
const asked: string[] = [];

beforeAll(async () => {
  key = await ed25519();
  const pems = await generate([{ name: 'commonName', value: 'signer.test' }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'signer.test' }] }],
  });
  ca = pems.cert;
  server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(req.url === DIRECTORY_PATH ? 200 : 404, {
      'content-type': 'application/http-message-signatures-directory+json',
      'cache-control': 'max-age=600',
    });
    res.end(JSON.stringify({ keys: [key.jwk] }));
  });
  // Every TCP connection, before any TLS: a refused name must not even open one.
  server.on('connection', (socket: Socket) => connections.push(String(socket.remoteAddress)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A resolver that answers from a script, one answer per call, and counts its calls. */
function scriptedResolver(...answers: string[][]) {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    return answers[Math.min(calls.length, answers.length) - 1] ?? [];
  };
  return { calls, resolve };
}

/** Loopback is allowed only where a test says so: it stands in for a public address. */
const loopbackAsPublic = (address: string) => address === '127.0.0.1' || isPublicAddress(address);

const signedFor = async (agent: string): Promise<SignedRequest> => {
  const headers = await signRequest({ key, url: `https://${HOST}/about`, agent });
  return {
    method: 'GET',
    target: '/about',
    header: (name) => (name === 'host' ? HOST : headers[name as keyof typeof headers]),
  };
};

describe('key directories fetched on Node', () => {
  it('resolves the name once and reads the directory from the address it checked, over TLS for the name', async () => {
    const before = connections.length;
    // A rebinding DNS would answer a public address first and a private one when the connection looks again.
    const dns = scriptedResolver(['127.0.0.1'], ['10.0.0.1']);
    const fetch = createNodeDirectoryFetch({ resolve: dns.resolve, isAllowed: loopbackAsPublic, ca });
    const verifier = createSignatureVerifier({
      baseUrl: TEST_BASE_URL,
      directories: createKeyDirectories({ fetch }),
    });
    expect(await verifier.verify(await signedFor(`https://signer.test:${port}`))).toEqual({
      status: 'signed',
      signer: `signer.test:${port}`,
    });
    expect(dns.calls).toEqual(['signer.test']);
    expect(connections.slice(before)).toEqual(['127.0.0.1']);
    expect(asked.at(-1)).toBe(DIRECTORY_PATH);
  });

  it('refuses a name that resolves to a private, loopback, metadata or mapped address: no connection', async () => {
    const before = connections.length;
    const answers = [
      ['127.0.0.1'],
      ['10.0.0.5'],
      ['169.254.169.254'],
      ['100.64.0.1'],
      ['::1'],
      ['fd00:ec2::254'],
      ['::ffff:127.0.0.1'],
      // One refused address among public ones refuses the name: the connection may pick any of them.
      ['8.8.8.8', '127.0.0.1'],
      [],
    ];
    for (const answer of answers) {
      const dns = scriptedResolver(answer);
      const fetch = createNodeDirectoryFetch({ resolve: dns.resolve, ca });
      await expect(fetch(`https://signer.test:${port}${DIRECTORY_PATH}`, {}), answer.join()).rejects.toThrow(
        /not a public address|has no address/,
      );
      expect(dns.calls).toHaveLength(1);
      const verifier = createSignatureVerifier({
        baseUrl: TEST_BASE_URL,
        directories: createKeyDirectories({ fetch }),
      });
      expect(await verifier.verify(await signedFor(`https://signer.test:${port}`)), answer.join()).toEqual({
        status: 'invalid',
      });
    }
    expect(connections.slice(before)).toEqual([]);
  });

  it('refuses loopback literals and local names without resolving them', async () => {
    const before = connections.length;
    const dns = scriptedResolver(['127.0.0.1']);
    const fetch = createNodeDirectoryFetch({ resolve: dns.resolve, ca });
    for (const host of ['127.0.0.1', '[::1]', '[::ffff:7f00:1]', 'localhost', 'localhost.', 'vm']) {
      await expect(fetch(`https://${host}:${port}${DIRECTORY_PATH}`, {}), host).rejects.toThrow();
    }
    expect(dns.calls).toEqual([]);
    expect(connections.slice(before)).toEqual([]);
  });

  it('checks the certificate against the name, not the address', async () => {
    const dns = scriptedResolver(['127.0.0.1']);
    const fetch = createNodeDirectoryFetch({ resolve: dns.resolve, isAllowed: loopbackAsPublic, ca });
    await expect(fetch(`https://other.test:${port}${DIRECTORY_PATH}`, {})).rejects.toThrow(/other\.test/);
  });
});
