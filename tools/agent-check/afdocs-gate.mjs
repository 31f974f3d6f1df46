// Reads an `afdocs check --format json` report: prints every check, exits 1 unless each passed or was skipped,
// or is a warning the fixture expects (afdocs-expected.tsv, each with its reason). An expected warning that no
// longer occurs fails too, so the list only ever shrinks.
import { readFileSync } from 'node:fs';

const [reportFile, fixture = ''] = process.argv.slice(2);
const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const results = report.results ?? [];
if (results.length === 0) {
  console.error('afdocs ran no check');
  process.exit(1);
}
const expected = new Map(
  readFileSync(new URL('./afdocs-expected.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t'))
    .filter(([dir]) => dir === fixture)
    .map(([, id, status, reason]) => [id, { status, reason }]),
);
for (const r of results) console.log(`${r.status.padEnd(5)} ${r.id}: ${r.message}`);
const s = report.summary;
console.log(
  `afdocs: ${s.pass} passed, ${s.warn} warned, ${s.fail} failed, ${s.skip} skipped, ${s.error} errors on ${report.testedPages} pages`,
);
const bad = results.filter((r) => r.status !== 'pass' && r.status !== 'skip');
const unexpected = bad.filter((r) => expected.get(r.id)?.status !== r.status);
for (const r of bad.filter((r) => !unexpected.includes(r)))
  console.log(`afdocs: ${r.id} (${r.status}) is expected on ${fixture}: ${expected.get(r.id)?.reason}`);
const stale = [...expected.keys()].filter((id) => !bad.some((r) => r.id === id));
if (unexpected.length > 0)
  console.error(`afdocs: ${unexpected.map((r) => `${r.id} (${r.status})`).join(', ')}`);
if (stale.length > 0)
  console.error(
    `afdocs: expected on ${fixture} but passed now, remove from afdocs-expected.tsv: ${stale.join(', ')}`,
  );
if (unexpected.length > 0 || stale.length > 0) process.exit(1);
