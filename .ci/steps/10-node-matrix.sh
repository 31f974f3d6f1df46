#!/usr/bin/env bash
# The whole vitest suite again on every other supported Node (tools/runtimes: 22, 24 and the Active LTS the
# Dockerfile ships), as the machine's Node ran it in `npm test`. tsc and Biome do not depend on the runtime, so they
# run once. One summary line per Node; the reports stay in .tmp/vitest-node<major>.json.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p .tmp
majors="$(node -p 'Object.keys(require("./tools/runtimes/package.json").dependencies).map((n) => n.slice(4)).join(" ")')"
for major in $majors; do
  echo "== vitest on Node ${major}"
  report=".tmp/vitest-node${major}.json"
  timeout 1200 bash tools/runtimes/with-node.sh "$major" \
    npx vitest run --reporter=dot --reporter=json --outputFile.json="$report"
  node -e 'const r = require(process.argv[1]);
console.log(`vitest on Node ${process.argv[2]}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`);' \
    "./$report" "$major"
done
