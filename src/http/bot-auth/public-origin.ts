// The runtime's fetch for key directories, refusing origins that name this machine or a private network.

/**
 * The runtime's fetch, refusing an origin that names this machine or a private network by address
 * (localhost, 127/8, 10/8, 172.16/12, 192.168/16, 169.254/16, [::1], fc00::/7): a signed request chooses the
 * origin, and must not make the site fetch from inside its own network. A name that resolves to such an
 * address is not caught here; the fetch is a GET of one well-known path with no credentials.
 */
export const fetchPublicOrigin = (url: string, init: RequestInit): Promise<Response> => {
  const host = new URL(url).hostname.toLowerCase();
  if (isPrivateHost(host)) return Promise.reject(new Error(`refused private origin ${host}`));
  return fetch(url, { ...init, credentials: 'omit' });
};

export function isPrivateHost(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  if (host.startsWith('[')) {
    const v6 = host.slice(1, -1);
    return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
  }
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => p !== '' && p.length <= 3 && Number(p) <= 255)) return false;
  const [a, b] = parts.map(Number) as [number, number];
  if (Number.isNaN(a) || Number.isNaN(b)) return false;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}
