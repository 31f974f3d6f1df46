// Log lines from files or stdin, plain or gzipped, one at a time: memory stays bounded whatever the file size.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

const GZIP_MAGIC = [0x1f, 0x8b];

/** Peeks at the first chunk: gzip by its magic bytes, whatever the file is called. */
async function decoded(input: Readable): Promise<Readable> {
  const iterator = input[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head: Buffer | undefined = first.done ? undefined : Buffer.from(first.value);
  async function* rest() {
    if (head) yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  const stream = Readable.from(rest());
  const gzipped = head !== undefined && head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  return gzipped ? stream.pipe(createGunzip()) : stream;
}

/** The text lines of one source: `-` is stdin. */
export async function* readLines(source: string, stdin: Readable = process.stdin): AsyncGenerator<string> {
  const input = source === '-' ? stdin : createReadStream(source);
  const lines = createInterface({ input: await decoded(input), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) yield line;
}

type Entry = Record<string, unknown>;

/** A Logpush or Workers Logs export line wraps ours: `Logs`/`logs` entries whose `Message`/`message` is our line. */
function unwrap(value: Entry): Entry[] | undefined {
  const logs = value.Logs ?? value.logs;
  if (!Array.isArray(logs)) return undefined;
  const found: Entry[] = [];
  for (const log of logs) {
    if (typeof log !== 'object' || log === null) continue;
    const message = (log as Entry).Message ?? (log as Entry).message;
    for (const text of Array.isArray(message) ? message : [message]) {
      const entry = typeof text === 'string' ? parseEntry(text) : undefined;
      if (entry) found.push(entry);
    }
  }
  return found;
}

function parseEntry(line: string): Entry | undefined {
  const start = line.indexOf('{');
  if (start === -1) return undefined;
  try {
    // Journal and Docker prefixes (a timestamp, a container name) end before the first brace.
    const value: unknown = JSON.parse(start === 0 ? line : line.slice(start));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Entry)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Our JSON objects in a line: none for a non-JSON line, several for a Logpush record. */
export function parseLogLine(line: string): Entry[] {
  const entry = parseEntry(line);
  if (!entry) return [];
  return unwrap(entry) ?? [entry];
}
