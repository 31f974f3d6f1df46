#!/usr/bin/env bash
# Real MCP clients on Node 22: MCP Inspector CLI and the official conformance suite against the built server.
set -euo pipefail
cd "$(dirname "$0")/../.."
timeout 600 bash tools/mcp-check/run.sh
