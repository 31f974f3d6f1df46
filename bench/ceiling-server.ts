// The practical ceiling: a bare node:http server replaying our exact response bytes from one Map lookup.
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';

export interface Fixture {
  method: string;
  path: string;
  accept?: string;
  ifNoneMatch?: string;
  status: number;
  headers: Record<string, string>;
  /** Base64 of the exact body bytes our server sent. */
  body: string;
}

export function fixtureKey(method: string, path: string, accept = '', ifNoneMatch = ''): string {
  return `${method} ${path}\n${accept}\n${ifNoneMatch}`;
}

interface Prepared {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function write(res: ServerResponse, p: Prepared): void {
  res.writeHead(p.status, p.headers);
  res.end(p.body);
}

// Run only as a child of bench/run.ts: CEILING_FIXTURES names the JSON file, PORT the port.
const fixtures = JSON.parse(readFileSync(process.env.CEILING_FIXTURES ?? '', 'utf8')) as Fixture[];
const table = new Map<string, Prepared>(
  fixtures.map((f) => [
    fixtureKey(f.method, f.path, f.accept, f.ifNoneMatch),
    { status: f.status, headers: f.headers, body: Buffer.from(f.body, 'base64') },
  ]),
);
const noop = () => undefined;

const server = createServer((req, res) => {
  const hit = table.get(
    fixtureKey(req.method ?? '', req.url ?? '', req.headers.accept, req.headers['if-none-match']),
  );
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  if (req.method === 'POST') {
    // A real server must read the body before answering; the ceiling does that much and nothing more.
    req.on('data', noop);
    req.on('end', () => write(res, hit));
    return;
  }
  write(res, hit);
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
