#!/usr/bin/env bash
# Prism (pinned in tools/agent-check) as a validating proxy: every operation and reachable error status on both
# fixtures, no response violation; a canary proves a broken document is caught.
set -euo pipefail
cd "$(dirname "$0")/../.."
timeout 900 bash tools/agent-check/prism.sh
