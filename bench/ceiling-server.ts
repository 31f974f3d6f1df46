// The ceiling: bare node:http replaying our exact response bytes from one Map lookup, as fast as Node serves them.
// bench/run.ts compiles this file to plain JavaScript first: no TypeScript loader runs in its process.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Fixture } from './fixtures.js';

interface Prepared {
  status: number;
  /** A flat [name, value, ...] list: writeHead then skips Node's per-header object walk. */
  headers: string[];
  /**
   * Bytes, as our server sends every benched answer: GET bodies from its response table, POST answers from
   * results it keeps per profile or builds once (one writev with the head either way).
   */
  body: Buffer;
}

function write(res: ServerResponse, p: Prepared): void {
  res.writeHead(p.status, p.headers);
  res.end(p.body);
}

interface Entry extends Prepared {
  accept: string;
  acceptEncoding: string;
  ifNoneMatch: string;
  protocolVersion: string;
}

// Run only as a child of bench/run.ts: CEILING_FIXTURES names the JSON file, PORT the port.
const fixtures = JSON.parse(readFileSync(process.env.CEILING_FIXTURES ?? '', 'utf8')) as Fixture[];
/** By method and URL: one lookup, and for most URLs the only answer, with no header read at all. */
const table = new Map<string, Entry[]>();
for (const f of fixtures) {
  const bytes = Buffer.from(f.body, 'base64');
  const key = `${f.method} ${f.path}`;
  const entries = table.get(key) ?? [];
  entries.push({
    status: f.status,
    headers: Object.entries(f.headers).flat(),
    body: bytes,
    accept: f.accept ?? '',
    acceptEncoding: f.acceptEncoding ?? '',
    ifNoneMatch: f.ifNoneMatch ?? '',
    protocolVersion: f.protocolVersion ?? '',
  });
  table.set(key, entries);
}

/**
 * Several recorded answers for one URL (representations, codings, conditional, MCP eras): the one whose
 * headers match.
 */
function select(entries: Entry[], req: IncomingMessage): Entry | undefined {
  if (entries.length === 1) return entries[0];
  const h = req.headers;
  return entries.find(
    (e) =>
      e.accept === (h.accept ?? '') &&
      e.acceptEncoding === (h['accept-encoding'] ?? '') &&
      e.ifNoneMatch === (h['if-none-match'] ?? '') &&
      e.protocolVersion === (h['mcp-protocol-version'] ?? ''),
  );
}

const server = createServer((req, res) => {
  const entries = table.get(`${req.method} ${req.url}`);
  const hit = entries && select(entries, req);
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  if (req.method === 'POST') {
    // A real server must read the body before answering; the ceiling does that much and nothing more.
    req.resume();
    req.once('end', () => write(res, hit));
    return;
  }
  write(res, hit);
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
