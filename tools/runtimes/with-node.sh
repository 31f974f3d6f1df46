#!/usr/bin/env bash
# Runs a command with another supported Node first on PATH: `bash tools/runtimes/with-node.sh 26 npm run bench`.
# The Nodes are npm packages pinned in tools/runtimes/package.json (installed here on first use); npm, npx, tsx and
# vitest start through `#!/usr/bin/env node`, and tests and the bench spawn process.execPath, so all of it runs on
# that Node. The project's own node_modules stay as installed (no native addon in them depends on the Node ABI).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
major="${1:?usage: with-node.sh MAJOR COMMAND [ARGS...] (a major of tools/runtimes/package.json)}"
shift
bin="$here/node_modules/node$major/bin"
if [ ! -x "$bin/node" ]; then
  grep -q "\"node$major\"" "$here/package.json" \
    || { echo "with-node.sh: Node $major is not one of tools/runtimes/package.json" >&2; exit 2; }
  (cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
fi
case "$("$bin/node" --version)" in
  "v$major".*) ;;
  *) echo "with-node.sh: tools/runtimes did not provide Node $major" >&2; exit 1 ;;
esac
export PATH="$bin:$PATH"
exec "$@"
