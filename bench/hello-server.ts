// The start-up and memory baseline: a raw node:http hello world answering /api/health, nothing else loaded.
// bench/run.ts compiles this file to plain JavaScript first: no TypeScript loader runs in its process.
import { createServer } from 'node:http';

const body = '{"status":"ok"}';
createServer((_req, res) => {
  res.writeHead(200, ['content-type', 'application/json', 'content-length', String(body.length)]);
  res.end(body);
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
