#!/usr/bin/env bash
# The owner's readiness check against the built server on 127.0.0.1, as an owner runs it after a deploy: no fail allowed.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p .tmp

npm run build --silent
port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });')
url="http://127.0.0.1:${port}"
PORT="$port" HOST=127.0.0.1 BASE_URL="$url" LOG_LEVEL=error node --max-semi-space-size=2 --single-threaded-gc --heap-growing-percent=100 --v8-pool-size=1 --no-allocation-site-pretenuring dist/server.js &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT

for _ in $(seq 1 100); do
  curl -fsS -o /dev/null "${url}/api/health" 2>/dev/null && break
  sleep 0.1
done

status=0
timeout 120 npm run readiness --silent -- "$url" --json > .tmp/readiness.json || status=$?
# One line per check that did not pass, then the counts; the whole report stays in .tmp/readiness.json.
[ -s .tmp/readiness.json ] || exit "$status"
node -e 'const r = require("./.tmp/readiness.json");
for (const c of r.checks.filter((c) => c.status !== "pass")) console.log(`${c.status.toUpperCase()} ${c.group}/${c.id}: ${c.detail}\n     fix: ${c.fix}`);
console.log(`readiness: ${r.summary.pass} passed, ${r.summary.warn} warned, ${r.summary.fail} failed`);'
exit "$status"
