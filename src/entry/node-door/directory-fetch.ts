// Key directories on Node: the name resolved once, every address checked, and the connection made only to the
// addresses checked (no second lookup a rebinding DNS answer could change), over HTTPS with the name's TLS.
import { Resolver } from 'node:dns/promises';
import { request } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import type { DirectoryFetch } from '../../http/bot-auth/directory-read.js';
import { addressLiteral, isLocalName, isPublicAddress } from '../../http/bot-auth/public-address.js';

export interface NodeDirectoryFetchOptions {
  /** A name's addresses. Default: c-ares A and AAAA queries (not getaddrinfo on libuv's thread pool, which a
   * slow DNS answer would hold), 1.5 s each, two tries. */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Which addresses may be connected to. Default: public unicast only; tests widen it to loopback. */
  isAllowed?: (address: string) => boolean;
  /** CA certificates to trust instead of Node's (tests' local directory). */
  ca?: string;
}

let resolver: Resolver | undefined;

/** A and AAAA records of a name; a family with no record is no error. Made on first use: start-up makes none. */
async function resolvePublicDns(hostname: string): Promise<string[]> {
  resolver ??= new Resolver({ timeout: 1_500, tries: 2 });
  const answers = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
  return answers.flatMap((a) => (a.status === 'fulfilled' ? a.value : []));
}

/** Every address the name has, checked; an empty list or a single refused address refuses the name. */
async function checkedAddresses(
  hostname: string,
  resolve: (hostname: string) => Promise<string[]>,
  isAllowed: (address: string) => boolean,
): Promise<{ address: string; family: number }[]> {
  const literal = addressLiteral(hostname);
  if (literal === undefined && isLocalName(hostname)) throw new Error(`${hostname} is a local name`);
  const addresses = literal !== undefined ? [literal] : await resolve(hostname);
  if (addresses.length === 0) throw new Error(`${hostname} has no address`);
  const refused = addresses.find((a) => !isAllowed(a));
  if (refused !== undefined) throw new Error(`${hostname} resolves to ${refused}, not a public address`);
  return addresses.map((address) => ({ address, family: isIP(address) }));
}

/** Hands the connection the addresses already checked, whatever name it asks for: no second resolution. */
const pinnedLookup =
  (addresses: { address: string; family: number }[]): LookupFunction =>
  (_hostname, options, callback) => {
    const first = addresses[0] as { address: string; family: number };
    if (options.all) (callback as (e: null, a: typeof addresses) => void)(null, addresses);
    else callback(null, first.address, first.family);
  };

/** A Node https GET as a web Response: a 200's body streams; any other status comes without its body. */
function get(url: URL, init: RequestInit, lookup: LookupFunction, ca: string | undefined): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'GET',
      headers: Object.fromEntries(new Headers(init.headers)),
      lookup,
      agent: false,
      signal: init.signal ?? undefined,
      ...(ca === undefined ? {} : { ca }),
    });
    req.on('response', (res) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const status = res.statusCode ?? 502;
      if (status !== 200) {
        res.destroy();
        resolve(new Response(null, { status: status >= 200 && status <= 599 ? status : 502, headers }));
        return;
      }
      resolve(new Response(Readable.toWeb(res) as ReadableStream<Uint8Array>, { status, headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The Node door's DirectoryFetch: redirects are never followed (https.request follows none). */
export function createNodeDirectoryFetch(options: NodeDirectoryFetchOptions = {}): DirectoryFetch {
  const resolve = options.resolve ?? resolvePublicDns;
  const isAllowed = options.isAllowed ?? isPublicAddress;
  return async (url, init) => {
    const target = new URL(url);
    if (target.protocol !== 'https:') throw new Error('key directories are read over https only');
    const addresses = await checkedAddresses(target.hostname, resolve, isAllowed);
    return get(target, init, pinnedLookup(addresses), options.ca);
  };
}
