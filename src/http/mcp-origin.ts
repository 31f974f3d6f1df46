// DNS-rebinding protection for /mcp: only when BASE_URL is loopback must Host and Origin be loopback too.
import { isLoopbackHost } from '../domain/loopback.js';

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
