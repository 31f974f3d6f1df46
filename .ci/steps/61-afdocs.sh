#!/usr/bin/env bash
# afdocs (agent-friendly docs checker, pinned in tools/agent-check) on the built server, each fixture of common.sh:
# every check passes or is skipped as not applicable.
set -euo pipefail
cd "$(dirname "$0")/../.."
timeout 900 bash tools/agent-check/afdocs.sh
