// The three doors as the parity suite drives them: raw bytes to the Node server, a Request to the Worker, files of the export.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportedFile } from '../../scripts/export.js';
import { pathOf } from '../../src/http/core/target.js';
import { exchange, holdsFinalResponse, parseResponses } from '../helpers/raw-socket.js';
import type { HostileRequest } from './hostile-corpus.js';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Headers that differ per connection, per request or per runtime by design; everything else must match. */
const NOISE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id', 'server']);

function withoutNoise(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOISE.has(name)));
}

/**
 * The request as bytes on the wire: the corpus entry exactly, plus Host when it names none. The head is
 * written one byte per character (latin1), so U+00A0 in a header is the byte 0xA0 a raw client sends; the
 * body is UTF-8.
 */
export function rawRequest(r: HostileRequest): Buffer {
  const lines = [`${r.method} ${r.target} HTTP/${r.httpVersion ?? '1.1'}`];
  const headers = r.headers ?? [];
  if (!headers.some(([name]) => name === 'host')) lines.push('Host: offer.example.com');
  for (const [name, value] of headers) lines.push(`${name}: ${value}`);
  // The server closes after answering, so the exchange ends without waiting for a timeout.
  lines.push('Connection: close');
  let body = '';
  if (r.body !== undefined && r.chunked) {
    if (!headers.some(([name]) => name === 'transfer-encoding')) lines.push('Transfer-Encoding: chunked');
    body = `${Buffer.byteLength(r.body).toString(16)}\r\n${r.body}\r\n0\r\n\r\n`;
  } else if (r.body !== undefined) {
    lines.push(`Content-Length: ${Buffer.byteLength(r.body)}`);
    body = r.body;
  }
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(body)]);
}

export async function askNode(port: number, r: HostileRequest): Promise<Answer> {
  const { data } = await exchange(port, [rawRequest(r)], 3000, (bytes) =>
    holdsFinalResponse(bytes, r.method),
  );
  const [response] = parseResponses(data);
  if (!response) throw new Error(`${r.name}: the Node door sent no response`);
  return {
    status: response.status,
    headers: withoutNoise(response.headers),
    body: r.method === 'HEAD' ? '' : response.body,
  };
}

export type WorkerFetch = (request: Request, env: { BASE_URL?: string }) => Response | Promise<Response>;

export async function askWorker(fetch: WorkerFetch, base: string, r: HostileRequest): Promise<Answer> {
  const headers = new Headers((r.headers ?? []).filter(([name]) => name !== 'host'));
  const init: RequestInit = { method: r.method, headers, body: r.body };
  const response = await fetch(new Request(`${base}${r.target}`, init), { BASE_URL: base });
  const all: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    all[name] = value;
  });
  return { status: response.status, headers: withoutNoise(all), body: await response.text() };
}

/**
 * What a static host serves from the export for a GET: the file the URL maps to (the query ignored, as
 * hosts do), or 404.html with status 404. Only the body and status are modelled; the host adds its own
 * Content-Length, ETag and compression.
 */
export function askExport(outDir: string, files: ExportedFile[], target: string): Answer {
  const path = pathOf(target);
  const file = files.find((f) => f.urlPath === path);
  if (!file) return { status: 404, headers: {}, body: readFileSync(join(outDir, '404.html'), 'utf8') };
  return { status: 200, headers: file.headers, body: readFileSync(join(outDir, file.file), 'utf8') };
}
