// Runs every readiness check against one deployment, group by group, and returns the report.

import { apiChecks } from './checks/api.js';
import { cachingChecks } from './checks/caching.js';
import type { Context } from './checks/context.js';
import { readAdvertised, sitemapLocs } from './checks/context.js';
import { discoveryChecks } from './checks/discovery.js';
import { fileChecks } from './checks/files.js';
import { mcpChecks } from './checks/mcp.js';
import { negotiationChecks } from './checks/negotiation.js';
import { createClient, ProbeError } from './client.js';
import { type CheckResult, type Report, summarise } from './report.js';

export interface ReadinessOptions {
  /** Where to send requests, e.g. https://www.example.com. */
  target: string;
  /** The BASE_URL the site was deployed with, when it is probed at another address; defaults to target. */
  baseUrl?: string;
  timeoutMs?: number;
}

const GROUPS: [string, (ctx: Context) => Promise<CheckResult>[]][] = [
  ['files', fileChecks],
  ['discovery', discoveryChecks],
  ['negotiation', negotiationChecks],
  ['caching', cachingChecks],
  ['api', apiChecks],
  ['mcp', mcpChecks],
];

export function normaliseUrl(raw: string, what: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ProbeError(`${what} "${raw}" is not an absolute URL such as https://www.example.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ProbeError(`${what} must be http or https`);
  if (url.search || url.hash) throw new ProbeError(`${what} must not have a query or fragment`);
  return url.href.replace(/\/+$/, '');
}

/** A check that could not finish (timeout, refused connection) is a fail that says so. */
function settle(group: string, promise: Promise<CheckResult>): Promise<CheckResult> {
  return promise.catch((error: unknown) => ({
    id: 'request failed',
    group,
    status: 'fail' as const,
    detail: error instanceof Error ? error.message : String(error),
    fix: 'Make sure the site answers from where this check runs; raise --timeout for a slow origin.',
  }));
}

export async function runReadiness(options: ReadinessOptions): Promise<Report> {
  const target = normaliseUrl(options.target, 'the site URL');
  const base = normaliseUrl(options.baseUrl ?? target, '--base-url');
  const client = createClient(target, base, options.timeoutMs ?? 10_000);
  // Fails fast, with the reason, when nothing answers at all.
  await client.request('/', { headers: { accept: 'text/html' } });
  const sitemap = await client.request('/sitemap.xml');
  const listed = sitemap.status === 200 ? sitemapLocs(client, sitemap.text).paths : [];
  const ctx: Context = {
    client,
    pages: listed.includes('/') ? listed : ['/', ...listed],
    advertised: await readAdvertised(client),
  };
  const checks: CheckResult[] = [];
  for (const [group, make] of GROUPS)
    checks.push(...(await Promise.all(make(ctx).map((p) => settle(group, p)))));
  return summarise(target, base, checks);
}
