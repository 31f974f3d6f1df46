// Which hosts a key directory may be fetched from: names that are not this machine's, at public unicast
// addresses only. Addresses are classified by ipaddr.js (its IANA special-purpose tables), not by hand.
import ipaddr from 'ipaddr.js';

/** IANA's global unicast block: ipaddr.js calls any IPv6 outside its special ranges unicast, ::7f00:1 too. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether a resolved address is public: ipaddr.js's `unicast` range after an IPv4-mapped IPv6 address is read
 * as its IPv4 one. Everything else is refused: 0.0.0.0/8, 127/8, 10/8, 172.16/12, 192.168/16, 169.254/16 (the
 * cloud metadata address), 100.64/10, 192.0.0/24, the documentation and benchmarking ranges, multicast,
 * 240/4 and broadcast; ::, ::1, fc00::/7, fe80::/10, ff00::/8, NAT64, 6to4, Teredo and anything outside 2000::/3.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/** A URL hostname's address when it is an IP literal (`[::1]` without its brackets), else undefined. */
export function addressLiteral(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && (bare.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(bare))
    ? bare
    : undefined;
}

/**
 * Names that mean this machine or a local network whatever DNS answers: localhost and its subdomains, mDNS
 * `.local`, `home.arpa`, `.internal`, and single labels (a search domain or /etc/hosts would complete them).
 */
export function isLocalName(hostname: string): boolean {
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (!name.includes('.')) return true;
  return ['localhost', 'local', 'home.arpa', 'internal'].some(
    (zone) => name === zone || name.endsWith(`.${zone}`),
  );
}

/** Why a key directory's hostname is refused before anything is resolved, or undefined if it may be tried. */
export function refusedHostname(hostname: string): string | undefined {
  const literal = addressLiteral(hostname);
  if (literal !== undefined)
    return isPublicAddress(literal) ? undefined : `${literal} is not a public address`;
  return isLocalName(hostname) ? `${hostname} names this machine or a local network` : undefined;
}
