#!/usr/bin/env bash
# afdocs (the Agent-Friendly Documentation checker, pinned) against the built server on each fixture of FIXTURES (common.sh):
# every check must pass or be skipped as not applicable, or be a warning afdocs-expected.tsv lists with its reason.
set -euo pipefail
source "$(dirname "$0")/common.sh"
install_tools
(cd "$root" && npm run build --silent)

failed=()
for content in "${FIXTURES[@]}"; do
  start_site "$content"
  echo "== afdocs check on $content ($base)"
  report="$(mktemp)"
  # deterministic: the same pages every run; the exit code is ours, from the JSON (afdocs exits 0 on warnings).
  timeout 300 "$node22" "$here/node_modules/afdocs/bin/afdocs.mjs" check "$base" \
    --format json --sampling deterministic --quiet >"$report" || true
  "$system_node" "$here/afdocs-gate.mjs" "$report" "$content" || failed+=("$content")
  rm -f "$report"
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "afdocs: not every check passed on ${failed[*]}" >&2
  exit 1
fi
