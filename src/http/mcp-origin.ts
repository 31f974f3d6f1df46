// DNS-rebinding protection for /mcp: only when BASE_URL is loopback must Host and Origin be loopback too.

/** localhost, 127.0.0.0/8 and ::1: a page on another site can only reach these through a rebound DNS name. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

function hostnameOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/**
 * A public BASE_URL accepts every Host and Origin (the endpoint is public, read-only and CORS-open); a loopback
 * one refuses a non-loopback Host or any Origin that is not a loopback page, as the transport spec requires.
 */
export function createOriginGuard(baseUrl: string): (host?: string, origin?: string) => boolean {
  const base = hostnameOf(baseUrl);
  if (!base || !isLoopbackHost(base)) return () => true;
  return (host, origin) => {
    const hostName = host === undefined ? undefined : hostnameOf(`http://${host}`);
    if (hostName === undefined || !isLoopbackHost(hostName)) return false;
    if (origin === undefined) return true;
    const originName = hostnameOf(origin);
    return originName !== undefined && isLoopbackHost(originName);
  };
}
