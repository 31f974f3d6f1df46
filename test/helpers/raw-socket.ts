// Raw HTTP/1.1 over node:net for tests that must send what no HTTP client would: lies, floods, slow bytes.
import { connect } from 'node:net';

export type Step = string | Buffer | { pauseMs: number };

export interface Exchange {
  /** Every byte the server sent. */
  data: Buffer;
  /** True when the server closed the connection (FIN or reset) before we gave up waiting. */
  closedByServer: boolean;
  /** From connect to the server closing the connection (or to giving up). */
  elapsedMs: number;
}

/**
 * Connects, performs the steps (writes and pauses) until done or the server closes, then waits up to
 * `waitMs` for the server to close, or until `complete` says the bytes so far are all that is awaited (a
 * server that keeps the connection open after `Connection: close`, as workerd does, would cost `waitMs`).
 * Write errors after the server closed are expected and ignored.
 */
export function exchange(
  port: number,
  steps: Step[],
  waitMs = 2000,
  complete?: (data: Buffer) => boolean,
): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    let closed = false;
    let finished = false;
    const socket = connect(port, '127.0.0.1');
    const finish = (closedByServer: boolean) => {
      if (finished) return;
      finished = true;
      socket.destroy();
      resolve({ data: Buffer.concat(chunks), closedByServer, elapsedMs: performance.now() - started });
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (complete?.(Buffer.concat(chunks))) finish(false);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      finish(true);
    });
    socket.once('connect', async () => {
      for (const step of steps) {
        if (closed) return;
        if (typeof step === 'object' && 'pauseMs' in step) {
          await new Promise((r) => setTimeout(r, step.pauseMs));
        } else {
          socket.write(step);
        }
      }
      setTimeout(() => finish(false), waitMs);
    });
  });
}

export interface ParsedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits the bytes of one or more HTTP/1.1 responses (Content-Length framed, as this server sends them). */
export function parseResponses(data: Buffer): ParsedResponse[] {
  const responses: ParsedResponse[] = [];
  let rest = data;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) break;
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    const body = rest.subarray(end + 4, end + 4 + length).toString('utf8');
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = rest.subarray(end + 4 + length);
  }
  return responses;
}

/** Whether `data` holds a whole final response (Content-Length framed; no body after HEAD, 204 or 304). */
export function holdsFinalResponse(data: Buffer, method: string): boolean {
  let rest = data;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end === -1) return false;
    const head = rest.subarray(0, end).toString('latin1');
    const status = Number(head.split(' ')[1]);
    if (status >= 200) {
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
      const bodiless = method === 'HEAD' || status === 204 || status === 304;
      return bodiless || (length !== undefined && rest.length >= end + 4 + Number(length));
    }
    rest = rest.subarray(end + 4);
  }
}

/** A request head; pass extra header lines already formatted ("Name: value"). */
export function head(method: string, target: string, headerLines: string[] = []): string {
  return `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headerLines.map((l) => `${l}\r\n`).join('')}\r\n`;
}
