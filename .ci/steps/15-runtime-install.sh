#!/usr/bin/env bash
# The production recipes without dev dependencies: the Dockerfile's runtime stage replayed (also in npm test), and a
# plain host that installs with `npm ci --omit=dev` from the registry, then serves with `npm run serve`.
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNTIME_INSTALL=1 timeout 600 npx vitest run test/runtime-stage.test.ts test/runtime-install.test.ts
