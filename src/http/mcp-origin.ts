// DNS-rebinding protection for /mcp: only when BASE_URL is loopback must Host and Origin be loopback too.
import { isLoopbackHost, isLoopbackUrl } from '../domain/loopback.js';

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

const portOf = (url: URL) => url.port || DEFAULT_PORTS[url.protocol] || '';

/**
 * A public BASE_URL accepts every Host and Origin (the endpoint is public, read-only and CORS-open). A loopback
 * one, as the transport spec requires, refuses a Host that is not loopback (or BASE_URL's own name) and any
 * Origin other than a page of this server: a loopback name (or BASE_URL's) on BASE_URL's port. Another port
 * is another local app, which may serve whatever page a rebinding attacker left there.
 */
export function createOriginGuard(baseUrl: string): (host?: string, origin?: string) => boolean {
  const base = parse(baseUrl);
  if (!base || !isLoopbackUrl(baseUrl)) return () => true;
  const port = portOf(base);
  const ours = (hostname: string) => hostname === base.hostname || isLoopbackHost(hostname);
  return (host, origin) => {
    const hostUrl = host === undefined ? undefined : parse(`${base.protocol}//${host}`);
    if (hostUrl === undefined || !ours(hostUrl.hostname)) return false;
    if (origin === undefined) return true;
    const page = parse(origin);
    return (
      page !== undefined &&
      Object.hasOwn(DEFAULT_PORTS, page.protocol) &&
      ours(page.hostname) &&
      portOf(page) === port
    );
  };
}
