// The runtime's fetch for key directories where no resolver can be reached (the Worker): it refuses the hosts
// it can judge without one, an address that is not public and names of this machine or a local network.
import { refusedHostname } from './public-address.js';

/**
 * Cloudflare documents that a deployed Worker's fetch() reaches URLs, not IP addresses, resolves names with
 * Cloudflare's resolver, ignores custom ports, and reaches a private network only through a Workers VPC
 * binding, which this Worker has none of: the request leaves from Cloudflare's network, not the owner's. On
 * Node the door passes its own fetch, which resolves the name once and connects only to a public address
 * (src/entry/node-door/directory-fetch.ts).
 */
export const fetchPublicOrigin = (url: string, init: RequestInit): Promise<Response> => {
  const refused = refusedHostname(new URL(url).hostname);
  if (refused !== undefined) return Promise.reject(new Error(`refused key directory: ${refused}`));
  return fetch(url, { ...init, credentials: 'omit' });
};
