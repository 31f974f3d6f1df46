// Reads an `afdocs check --format json` report: prints every check, exits 1 unless each passed or was skipped.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const results = report.results ?? [];
if (results.length === 0) {
  console.error('afdocs ran no check');
  process.exit(1);
}
for (const r of results) console.log(`${r.status.padEnd(5)} ${r.id}: ${r.message}`);
const bad = results.filter((r) => r.status !== 'pass' && r.status !== 'skip');
const s = report.summary;
console.log(
  `afdocs: ${s.pass} passed, ${s.warn} warned, ${s.fail} failed, ${s.skip} skipped, ${s.error} errors on ${report.testedPages} pages`,
);
if (bad.length > 0) {
  console.error(`afdocs: ${bad.map((r) => `${r.id} (${r.status})`).join(', ')}`);
  process.exit(1);
}
