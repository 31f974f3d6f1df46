#!/usr/bin/env bash
# Prism (pinned) as a validating proxy in front of the built server, on each fixture (common.sh): a scripted run of every
# operation and every error status it can reach over HTTP; any response that breaks the served OpenAPI
# document is a violation (--errors turns it into an error answer) and fails the step.
set -euo pipefail
source "$(dirname "$0")/common.sh"
install_tools
(cd "$root" && npm run build --silent)

# start_prism SPEC UPSTREAM LOG: a validating proxy on a free port; sets $proxy.
start_prism() {
  local port
  port="$(free_port)"
  proxy="http://127.0.0.1:$port"
  # Requests are not validated: the run sends invalid ones on purpose, to reach every documented error.
  # Prism's own CORS answers are off, so OPTIONS reaches the server.
  "$node22" "$here/node_modules/@stoplight/prism-cli/dist/index.js" proxy "$1" "$2" \
    --errors --validate-request=false --cors=false --host 127.0.0.1 --port "$port" >"$3" 2>&1 &
  pids+=("$!")
  wait_for "$proxy/api/health"
}

for content in "${FIXTURES[@]}"; do
  start_site "$content"
  upstream="$base"
  log="$(mktemp)"
  start_prism "$upstream/openapi.json" "$upstream" "$log"
  echo "== Prism proxy on $content: $proxy -> $upstream"
  timeout 300 "$system_node" "$here/prism-run.mjs" "$proxy" "$upstream/openapi.json" || { tail -40 "$log" | cut -c1-300 >&2; exit 1; }
  if grep -Eiq 'violation|✖' "$log"; then
    grep -Ei 'violation|✖' "$log" | cut -c1-300 >&2
    echo "Prism logged violations" >&2
    exit 1
  fi
  rm -f "$log"
done

# The check can fail: the same server behind a document that says the price is a string must be caught.
broken="$(mktemp --suffix=.json)"
"$system_node" -e '
  const [url, out] = process.argv.slice(1);
  fetch(url).then((r) => r.json()).then((doc) => {
    doc.components.schemas.Money.properties.amount = { type: "string" };
    require("fs").writeFileSync(out, JSON.stringify(doc));
  });' "$upstream/openapi.json" "$broken"
start_prism "$broken" "$upstream" /dev/null
"$system_node" "$here/prism-run.mjs" "$proxy" "" --canary
rm -f "$broken"
