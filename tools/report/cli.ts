// npm run report -- [--since DATE] [--format html|md|json] [--out FILE] FILE...: the traffic report from request logs.
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadSite } from '../../src/content/load-site.js';
import { createAggregate } from './aggregate.js';
import { parseLogLine, readLines } from './read-log.js';
import { NEUTRAL_THEME, type ReportTheme, renderHtml } from './render-html.js';
import { renderMarkdown } from './render-md.js';

const USAGE = `Usage: npm run report -- [--since DATE] [--format md|html|json] [--out FILE] [--content DIR] FILE...

Reads the site's JSON-lines request log (plain or gzipped; - for stdin) and reports what agents did.
  --since    only requests at or after this date or time (ISO 8601, e.g. 2026-11-01)
  --format   md (default, a short summary), html (one page with charts), json (the figures)
  --out      write to this file instead of stdout
  --content  the content folder whose theme colours the HTML uses (default CONTENT_DIR or ./content)`;

/** The site's name and palette, or a neutral look when there is no readable content folder. */
function readTheme(dir: string): ReportTheme {
  if (!existsSync(dir)) return NEUTRAL_THEME;
  try {
    const site = loadSite(dir, 'http://localhost');
    const { accent, accentText, background, text } = site.theme.palette;
    return { title: site.identity.name, accent, accentText, background, text };
  } catch {
    return NEUTRAL_THEME;
  }
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const format = values.format ?? 'md';
  const since = values.since === undefined ? undefined : Date.parse(values.since);
  if (!['md', 'html', 'json'].includes(format) || Number.isNaN(since) || positionals.length === 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const aggregate = createAggregate(since);
  for (const source of positionals) {
    for await (const line of readLines(source)) {
      for (const entry of parseLogLine(line)) aggregate.add(entry);
    }
  }
  const report = aggregate.result();
  const out =
    format === 'json'
      ? `${JSON.stringify(report, null, 2)}\n`
      : format === 'html'
        ? renderHtml(report, readTheme(values.content ?? process.env.CONTENT_DIR ?? 'content'))
        : renderMarkdown(report);
  if (values.out) writeFileSync(values.out, out);
  else process.stdout.write(out);
  return 0;
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      format: { type: 'string' },
      out: { type: 'string' },
      content: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`report: ${(error as Error).message}\n`);
    process.exitCode = 2;
  },
);
