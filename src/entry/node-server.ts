// Builds and starts the Node HTTP server: the table answers static GETs directly, everything else goes to Hono.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { type Config, parseConfig } from '../content/config.js';
import { loadSite } from '../content/load-site.js';
import { createApp } from '../http/app.js';
import { answerFromTable, buildResponseTable, type Compress } from '../http/response-table.js';
import { buildSurfaces } from '../http/surfaces.js';

export const compressWithZlib: Compress = (body, encoding) =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipSync(body, { level: 9 });

export interface RunningServer {
  server: Server;
  config: Config;
  url: string;
  close: () => Promise<void>;
}

export function createNodeHandler(config: Config) {
  const site = loadSite(config.contentDir, config.baseUrl);
  const table = buildResponseTable(site.baseUrl, buildSurfaces(site), compressWithZlib);
  const app = createApp(site, { table, onError: (error) => console.error(error) });
  const viaHono = getRequestListener(app.fetch);
  return (req: IncomingMessage, res: ServerResponse) => {
    const hit = answerFromTable(table, req.method ?? 'GET', req.url ?? '/', (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    });
    if (!hit) return viaHono(req, res);
    res.writeHead(hit.status, hit.headers);
    res.end(hit.body);
    return undefined;
  };
}

export async function startNodeServer(env: Record<string, string | undefined>): Promise<RunningServer> {
  const parsed = parseConfig(env);
  // Content is loaded before listening so a broken folder never opens a port.
  const handler = createNodeHandler(parsed);
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(parsed.port, parsed.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : parsed.port;
  const url = `http://${parsed.host === '0.0.0.0' ? 'localhost' : parsed.host}:${port}`;
  // With PORT=0 the default base URL is only known once the port is.
  const config = env.BASE_URL || port === parsed.port ? parsed : { ...parsed, port, baseUrl: url };
  server.on('request', config === parsed ? handler : createNodeHandler(config));
  if (config.logLevel === 'info')
    console.log(`Serving ${config.contentDir} on ${url} (BASE_URL ${config.baseUrl})`);
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { server, config, url, close };
}
