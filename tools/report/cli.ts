// npm run report (or node dist/report.js) -- [--since] [--until] [--previous] [--format] [--out] FILE...:
// the traffic report from the site's request logs.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Site } from '../../src/content/site.js';
import { createPeriods, parsePeriods } from './periods.js';
import { parseLogLine, readLines } from './read-log.js';
import { renderHtml } from './render-html.js';
import { renderMarkdown } from './render-md.js';
import { readSite, reportText } from './report-language.js';
import { reportTheme } from './report-style.js';
import type { ReportText } from './report-text.js';
import { safeJson } from './safe-text.js';

const USAGE = `Usage: npm run report -- [options] FILE...   (on a server: node dist/report.js [options] FILE...)

Reads the site's JSON-lines request log (plain or gzipped; - for stdin) and reports what agents did.
  --since     only requests at or after this date or time (2026-11-01, 2026-11-01T09:00Z), or this far
              back from --until (30d, 12h)
  --until     only requests before this time; a date alone means the end of that day (default: no end,
              or now with a relative --since or --previous)
  --previous  also count the period of equal length just before, and show the changes (needs --since)
  --format    md (default, a short summary), html (one page with charts), json (the figures)
  --out       write to this file instead of stdout
  --content   the content folder whose language, words, theme and fonts the report uses (default
              CONTENT_DIR or ./content); without one, English words and a neutral look
  --language  the language to write the Markdown and HTML in (a BCP 47 tag: de, fr-CA); default the
              content folder's site.yaml language`;

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      until: { type: 'string' },
      previous: { type: 'boolean' },
      format: { type: 'string' },
      out: { type: 'string' },
      content: { type: 'string' },
      language: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  let periods: ReturnType<typeof parsePeriods>;
  try {
    parsed = parse();
    periods = parsePeriods(parsed.values);
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
  if (!['md', 'html', 'json'].includes(format) || positionals.length === 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  // The words before the logs: a bad --language is a usage error, not a failure after a long read.
  let site: Site | undefined;
  let text: ReportText | undefined;
  if (format !== 'json') {
    site = readSite(values.content ?? process.env.CONTENT_DIR ?? 'content');
    try {
      text = reportText(site, values.language);
    } catch (error) {
      process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
      return 2;
    }
  }
  const report = createPeriods(periods);
  for (const source of positionals) {
    for await (const line of readLines(source)) {
      for (const entry of parseLogLine(line)) report.add(entry);
    }
  }
  const result = report.result();
  let out: string;
  if (!text) out = `${safeJson(result)}\n`;
  else if (format === 'md') out = renderMarkdown(result, text);
  else {
    const theme = site ? reportTheme(site.identity.name, site.theme) : reportTheme(text.words.untitled);
    out = renderHtml(result, theme, text);
  }
  if (values.out) writeFileSync(values.out, out);
  else process.stdout.write(out);
  return 0;
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
