#!/usr/bin/env bash
# Lighthouse 12 on / and /fit in Debian's headless Chromium: a11y, best practices and SEO 1.0, performance >= 0.95.
set -euo pipefail
cd "$(dirname "$0")/../.."
# Mobile preset (simulated slow 4G, 4x CPU slowdown) is the default and the stricter of the two.
timeout 300 npm run lighthouse --silent
