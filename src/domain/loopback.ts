// Whether a host name is a loopback address: decides DNS-rebinding protection and what the agent docs say about it.

const strip = (hostname: string) =>
  hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');

/**
 * localhost, 127.0.0.0/8 and ::1: the names that are this machine whatever a resolver says. A name under
 * .localhost is not among them: only browsers promise to resolve those to loopback (RFC 6761), so a Host or
 * Origin of evil.localhost proves nothing about where the request came from.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = strip(hostname);
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A deployment is local when its BASE_URL is a loopback address or a name under .localhost (app.localhost). */
export function isLoopbackUrl(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return isLoopbackHost(hostname) || strip(hostname).endsWith('.localhost');
  } catch {
    return false;
  }
}
