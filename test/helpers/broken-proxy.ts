// A reverse proxy on 127.0.0.1 that breaks one thing the way misconfigured CDNs do, for the readiness check's tests.
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** strip-vary drops Vary from every response; rewrite-accept sends every request on with Accept: text/html. */
export type Breakage = 'strip-vary' | 'rewrite-accept';

export interface RunningProxy {
  url: string;
  close: () => Promise<void>;
}

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

function without(headers: IncomingHttpHeaders, names: string[]): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
}

export async function startBrokenProxy(upstream: string, breakage: Breakage): Promise<RunningProxy> {
  const origin = new URL(upstream);
  const server: Server = createServer((req, res) => {
    const headers = without(req.headers, HOP_BY_HOP);
    if (breakage === 'rewrite-accept') headers.accept = 'text/html';
    const forward = request(
      { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers },
      (answer) => {
        const drop = breakage === 'strip-vary' ? [...HOP_BY_HOP, 'vary'] : HOP_BY_HOP;
        res.writeHead(answer.statusCode ?? 502, without(answer.headers, drop));
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
