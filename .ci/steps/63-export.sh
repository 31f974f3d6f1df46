#!/usr/bin/env bash
# The static export on a plain static host (scripts/serve-export.ts on 127.0.0.1), each fixture: alone, and with a
# live origin (the built server on another loopback port, LIVE_ORIGIN). afdocs (pinned in tools/agent-check) and the
# readiness check must find nothing the export advertises that answers 404 or 405. What no plain host can do
# (Markdown by Accept on a bare URL, headers from _headers, JSON error bodies) is allowed by name, each with its
# reason; test/export-served.test.ts holds the readiness half in the suite too.
set -euo pipefail
source "$(dirname "$0")/../../tools/agent-check/common.sh"
install_tools
(cd "$root" && npm run build --silent)
work="$(mktemp -d)"
trap 'cleanup; rm -rf "$work"' EXIT

# afdocs checks a static host cannot pass, whatever the export says: both need the Accept header to pick Markdown.
AFDOCS_STATIC='content-negotiation llms-txt-links-markdown'
# Readiness checks that need what a plain host lacks (headers from _headers, negotiation, JSON errors).
READINESS_STATIC='discovery/Link headers|discovery/MCP server card|caching/conditional requests|caching/cache headers|api/errors and CORS|negotiation/page .*'

check_export() { # CONTENT_DIR LIVE_ORIGIN(or empty) LABEL
  local content="$1" live="$2" label="$3" port site out
  port="$(free_port)"
  site="http://127.0.0.1:$port"
  out="$work/$label"
  (cd "$root" && BASE_URL="$site" LIVE_ORIGIN="$live" CONTENT_DIR="$content" npx tsx scripts/export.ts "$out") >/dev/null
  (cd "$root" && PORT="$port" exec "$system_node" --import tsx scripts/serve-export.ts "$out") >/dev/null &
  pids+=("$!")
  wait_for "$site/"
  echo "== export of $content ($label) at $site"
  timeout 300 "$node22" "$here/node_modules/afdocs/bin/afdocs.mjs" check "$site" \
    --format json --sampling deterministic --quiet >"$work/$label-afdocs.json" || true
  # What the fixture's export is expected to warn of besides (afdocs-expected.tsv, "<fixture> (export)").
  local expected
  expected="$(awk -F'\t' -v f="$content (export)" '$1 == f { printf " %s", $2 }' "$here/afdocs-expected.tsv")"
  "$system_node" -e '
    const report = require(process.argv[1]);
    const allowed = new Set(process.argv[2].split(" "));
    for (const r of report.results) console.log(`${r.status.padEnd(5)} ${r.id}: ${r.message}`);
    const bad = report.results.filter((r) => r.status !== "pass" && r.status !== "skip" && !allowed.has(r.id));
    if (report.results.length === 0 || bad.length > 0) {
      console.error(`afdocs on the export: ${bad.map((r) => `${r.id} (${r.status})`).join(", ") || "no check ran"}`);
      process.exit(1);
    }' "$work/$label-afdocs.json" "$AFDOCS_STATIC$expected"
  (cd "$root" && timeout 120 npm run readiness --silent -- "$site" --json) >"$work/$label-readiness.json" || true
  "$system_node" -e '
    const report = require(process.argv[1]);
    const allowed = new RegExp(`^(${process.argv[2]})$`);
    const bad = report.checks.filter((c) => !allowed.test(`${c.group}/${c.id}`) && (c.status === "fail" || /answered 40[45]\b/.test(c.detail)));
    for (const c of report.checks) console.log(`${c.status.padEnd(4)} ${c.group}/${c.id}: ${c.detail}`);
    if (report.checks.length === 0 || bad.length > 0) {
      console.error(`readiness on the export: ${bad.map((c) => `${c.group}/${c.id}`).join(", ") || "no check ran"}`);
      process.exit(1);
    }' "$work/$label-readiness.json" "$READINESS_STATIC"
}

for content in "${FIXTURES[@]}"; do
  check_export "$content" "" "$(basename "$content")-static"
  start_site "$content" # the built server on its own loopback port: $base
  check_export "$content" "$base" "$(basename "$content")-live"
done
echo "export check passed: afdocs and readiness on each fixture, without and with a live origin"
