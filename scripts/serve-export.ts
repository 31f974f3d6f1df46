// Serves an export folder as a plain static host does under the rule docs/operations.md gives for hosts that read
// neither _headers nor _redirects: files by path, /x as x.html or x.json, JSON without an extension typed as JSON,
// the hand-offs' 303s (configured by hand from _redirects), 404.html for the rest. For previewing
// `npm run export`, and what the export check (test/export-served.test.ts, .ci/steps/63-export.sh) serves.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The host rule for files without an extension: the api-catalog's own type, then JSON under these folders. */
export function extensionlessType(urlPath: string): string {
  if (urlPath === '/.well-known/api-catalog') return 'application/linkset+json';
  if (/^\/(api|mcp|\.well-known)\//.test(urlPath)) return 'application/json';
  return 'application/octet-stream';
}

/** The file a path resolves to (itself, then .html, then .json), inside `root` only; undefined when none. */
function resolveFile(root: string, urlPath: string): string | undefined {
  const base = resolve(root, `.${urlPath}`);
  if (base !== root && !base.startsWith(`${root}${sep}`)) return undefined;
  const candidates = urlPath === '/' ? [resolve(root, 'index.html')] : [base, `${base}.html`, `${base}.json`];
  return candidates.find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  urlPath: string,
): void {
  const stat = statSync(file);
  const etag = `"${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`;
  const type = TYPES[extname(file)] ?? extensionlessType(urlPath);
  const headers = {
    'content-type': type,
    'content-length': String(stat.size),
    etag,
    // What the rule adds: the JSON API and the discovery files are meant to be read from any origin.
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
  };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag, 'access-control-allow-origin': '*' }).end();
    return;
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/** The redirects of `_redirects` (the hand-offs' `/go/… https://… 303`), which an owner sets up on such a host. */
function readRedirects(root: string): Map<string, string> {
  const file = resolve(root, '_redirects');
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  return new Map(
    lines
      .map((line) => line.trim().split(/\s+/))
      .filter((parts) => parts.length === 3 && parts[2] === '303')
      .map(([from, to]) => [from ?? '', to ?? '']),
  );
}

/** A static host on `host`:`port` (0: any free port) for the export in `dir`. */
export function serveExport(dir: string, port = 0, host = '127.0.0.1'): Promise<Server> {
  const root = resolve(dir);
  const redirects = readRedirects(root);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
        .end('Method Not Allowed\n');
      return;
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://static.invalid').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const location = redirects.get(urlPath);
    if (location) {
      res.writeHead(303, { location, 'cache-control': 'no-store' }).end();
      return;
    }
    const file = resolveFile(root, urlPath);
    if (file) send(req, res, file, 200, urlPath);
    else send(req, res, resolve(root, '404.html'), 404, '/404.html');
  });
  return new Promise((ready, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ready(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'export';
  const port = Number(process.env.PORT ?? 8080);
  serveExport(dir, port).then(
    (server) => {
      const address = server.address();
      const at = typeof address === 'object' && address ? address.port : port;
      console.log(`Serving ${dir}/ as a plain static host at http://127.0.0.1:${at}/ (Ctrl-C stops)`);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
