// What the ceiling replays: our answers to every ceiling case's requests, recorded, then checked on the ceiling.
import { fetchRaw } from './bench-http.js';
import type { BenchCase, BenchRequest } from './cases.js';
import { type Fixture, fixtureKey } from './fixtures.js';

// Responses that depend on the connection, not on us; Node adds them on both sides.
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function fixtureFor(port: number, r: BenchRequest): Promise<Fixture> {
  const res = await fetchRaw(port, r.method, r.path, r.headers, r.body);
  if (res.status !== r.expectStatus)
    throw new Error(`${r.method} ${r.path}: expected ${r.expectStatus}, got ${res.status}`);
  const headers = Object.fromEntries(Object.entries(res.headers).filter(([k]) => !PER_CONNECTION.has(k)));
  return {
    method: r.method,
    path: r.path,
    accept: r.headers.accept,
    acceptEncoding: r.headers['accept-encoding'],
    ifNoneMatch: r.headers['if-none-match'],
    protocolVersion: r.headers['mcp-protocol-version'],
    status: res.status,
    headers,
    body: res.body.toString('base64'),
  };
}

const ceilingRequests = (cases: BenchCase[]) =>
  cases.filter((c) => c.baseline === 'ceiling').flatMap((c) => c.requests);

/** What selects a recorded answer: the same key for a request and for the fixture recorded from it. */
const requestKey = (r: BenchRequest) =>
  fixtureKey(
    r.method,
    r.path,
    r.headers.accept,
    r.headers['accept-encoding'],
    r.headers['if-none-match'],
    r.headers['mcp-protocol-version'],
  );
const recordedKey = (f: Fixture) =>
  fixtureKey(f.method, f.path, f.accept, f.acceptEncoding, f.ifNoneMatch, f.protocolVersion);

/** One fixture per distinct request of the ceiling cases: the ceiling replays exactly what ours answered. */
export async function recordFixtures(port: number, cases: BenchCase[]): Promise<Fixture[]> {
  const fixtures = new Map<string, Fixture>();
  for (const r of ceilingRequests(cases)) {
    const f = await fixtureFor(port, r);
    fixtures.set(recordedKey(f), f);
  }
  return [...fixtures.values()];
}

/** The ceiling must answer every case's request with our bytes, or its ratios compare different work. */
export async function verifyCeiling(port: number, cases: BenchCase[], fixtures: Fixture[]): Promise<void> {
  const byKey = new Map(fixtures.map((f) => [recordedKey(f), f] as const));
  for (const r of ceilingRequests(cases)) {
    const key = requestKey(r);
    const expected = byKey.get(key);
    const res = await fetchRaw(port, r.method, r.path, r.headers, r.body);
    if (!expected || res.status !== expected.status || res.body.toString('base64') !== expected.body)
      throw new Error(
        `the ceiling does not replay our answer to ${r.method} ${r.path} (${key.replaceAll('\n', ' | ')})`,
      );
  }
}
