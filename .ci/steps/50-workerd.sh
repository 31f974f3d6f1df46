#!/usr/bin/env bash
# Workers runtime: wrangler validates the deploy config offline, then the shared e2e suite runs on workerd from npm.
set -euo pipefail
cd "$(dirname "$0")/../.."
export CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false

# Builds the bundle (wrangler.jsonc's build command) and checks what would be uploaded; no account needed.
timeout 180 npx wrangler deploy --dry-run --outdir .tmp/wrangler-dry-run

E2E_WORKERD=1 timeout 300 npx vitest run test/e2e-workerd.test.ts
