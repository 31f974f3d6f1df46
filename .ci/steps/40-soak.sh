#!/usr/bin/env bash
# Bounded soak (10 s warm-up + 60 s, 100 connections, 127.0.0.1) on the built server: zero errors, only 2xx, memory after a full GC holds.
set -euo pipefail
cd "$(dirname "$0")/../.."
timeout 300 npm run soak --silent
