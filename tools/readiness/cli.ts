// npm run readiness -- https://www.example.com [--base-url URL] [--timeout MS] [--json]: probe a deployed site.
import { parseArgs } from 'node:util';
import { ProbeError } from './client.js';
import { formatTable } from './report.js';
import { runReadiness } from './run.js';

const USAGE = `Usage: npm run readiness -- <site URL> [--base-url <BASE_URL>] [--timeout <ms>] [--json]

Probes a deployed offer site the way agents and readiness scanners do, using HTTP only.
  <site URL>     where to send requests, e.g. https://www.example.com
  --base-url     the BASE_URL the site was deployed with, if you probe it at another address
  --timeout      per-request timeout in milliseconds (default 10000)
  --json         print the report as JSON (for CI) instead of a table
Exit status: 0 when nothing failed (warnings allowed), 1 when a check failed, 2 when the check could not run.`;

async function main(): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = args;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const timeoutMs = Number(values.timeout ?? 10_000);
  if (positionals.length !== 1 || !Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  try {
    const report = await runReadiness({
      target: positionals[0] as string,
      baseUrl: values['base-url'],
      timeoutMs,
    });
    process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatTable(report));
    return report.summary.fail > 0 ? 1 : 0;
  } catch (error) {
    if (!(error instanceof ProbeError)) throw error;
    process.stderr.write(`readiness: ${error.message}\n`);
    return 2;
  }
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      'base-url': { type: 'string' },
      timeout: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}

process.exitCode = await main();
