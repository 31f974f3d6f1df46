// What the ceiling replays: our exact answers, recorded by bench/run.ts, keyed by what selects them.
export interface Fixture {
  method: string;
  path: string;
  accept?: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
  /** MCP-Protocol-Version of the request: both MCP eras post the same path with the same Accept. */
  protocolVersion?: string;
  status: number;
  headers: Record<string, string>;
  /** Base64 of the exact body bytes our server sent. */
  body: string;
}

export function fixtureKey(
  method: string,
  path: string,
  accept = '',
  encoding = '',
  ifNoneMatch = '',
  protocolVersion = '',
): string {
  return `${method} ${path}\n${accept}\n${encoding}\n${ifNoneMatch}\n${protocolVersion}`;
}
