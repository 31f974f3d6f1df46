// The Hosts and Origins the DNS-rebinding protection of /mcp refuses and accepts on a loopback BASE_URL, shared
// by the fetch-door checks (mcp-origin.test.ts) and the Node server's (mcp-origin-node.test.ts).

export const BODY = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
export const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

/** Headers as a function of the server's port: a loopback Origin is accepted only on that port. */
export type Case = [string, (port: number) => Record<string, string>];
export const refusals: Case[] = [
  ['a rebound Host', () => ({ host: 'evil.example.com' })],
  ['a foreign Origin', () => ({ origin: 'https://evil.example.com' })],
  ['Origin null', () => ({ origin: 'null' })],
  ['a loopback Origin on another port', (port) => ({ origin: `http://localhost:${port + 1}` })],
  ['an Origin under .localhost', (port) => ({ origin: `http://evil.localhost:${port}` })],
];
export const accepted: Case[] = [
  ['no Origin', () => ({})],
  ['a loopback Origin', (port) => ({ origin: `http://localhost:${port}` })],
  ['an IPv6 loopback Origin', (port) => ({ origin: `http://[::1]:${port}` })],
];
