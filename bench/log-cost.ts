// Micro-benchmark of a request log line's cost: the old line, and the line with the traffic report's fields.
// `npx tsx bench/log-cost.ts`: in-process, a few seconds, no server. The UA is cached after the first call.
import { formatServedFields, servedFieldsOf } from '../src/http/log-fields.js';
import type { PlainResponse } from '../src/http/plain-response.js';
import { formatRequestLog } from '../src/http/request-log.js';

const N = 2_000_000;
const UAS = [
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'curl/8.5.0',
];
const hit: PlainResponse = {
  status: 200,
  headers: {
    'content-type': 'text/markdown; charset=utf-8',
    'content-length': '1598',
    'x-markdown-tokens': '831',
  },
  body: new Uint8Array(1598),
  headerList: undefined,
  facts: undefined,
};
const fit: PlainResponse = {
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': '1197' },
  body: '{}',
  headerList: undefined,
  facts: { fitVerdict: 'possible-fit', fitEarned: 6, fitAvailable: 9 },
};

function time(name: string, run: (i: number) => string): number {
  let sink = 0;
  for (let i = 0; i < 100_000; i++) sink += run(i).length;
  const start = process.hrtime.bigint();
  for (let i = 0; i < N; i++) sink += run(i).length;
  const us = Number(process.hrtime.bigint() - start) / 1000 / N;
  console.log(`${name.padEnd(44)} ${us.toFixed(3)} us/line (${sink > 0 ? 'ok' : ''})`);
  return us;
}

const entry = (i: number, fields?: string) =>
  formatRequestLog(Date.now(), {
    method: 'GET',
    url: '/about.md',
    status: 200,
    durationMs: 0.412,
    requestId: `req-${i & 1023}`,
    fields,
  });

const before = time('line as before (no report fields)', (i) => entry(i));
const after = time('line + agent, variant, bytes, tokens', (i) => entry(i, servedFieldsOf(UAS[i % 3], hit)));
time('line + fields + fit facts (POST /api/fit)', (i) => entry(i, servedFieldsOf(UAS[i % 3], fit)));
time('fields alone, cached UA', (i) =>
  formatServedFields(UAS[i % 3], 'text/html', 7376, undefined, undefined),
);
console.log(`added by the report's fields: ${(after - before).toFixed(3)} us per request`);
