# syntax=docker/dockerfile:1
# The offer site as a container image. Build stage: dev dependencies, bundle, V8 code cache.
# Runtime stage: Node and the self-contained bundle only (no node_modules), as a non-root user.
#   docker build -t offer-site .
#   docker run -p 3000:3000 -e BASE_URL=https://www.example.com offer-site
#   docker run -p 3000:3000 -e BASE_URL=https://www.example.com -v "$PWD/content:/app/content:ro" offer-site
#   docker logs offer-site 2>/dev/null | docker exec -i offer-site node dist/report.js -   (the traffic report)

# One Node for both stages: the code cache written at build time is only accepted by the same Node version.
# The default is the Active LTS line (Node 26 since 2026-10-28; 20 reached end of life in April 2026) on Debian 13,
# the Debian the Node 26 images default to. Keep tools/runtimes/package.json's node26 on the same major: the
# runtime-stage replay (test/runtime-stage.test.ts) runs this stage on it.
ARG NODE_IMAGE=node:26-trixie-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY scripts ./scripts
COPY src ./src
# The traffic report's source: the build bundles it into dist/report.js beside the server.
COPY tools/report ./tools/report
COPY content ./content
# Bundles src/ into dist/ (production dependencies included), then starts it once on content/ to write the cache.
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    CONTENT_DIR=/app/content
WORKDIR /app
# package.json only for "type": "module"; dist/ needs no node_modules.
COPY --from=build /app/package.json ./
COPY --from=build /app/dist ./dist
# The sample content; mount your own over it (read-only is enough).
COPY --from=build /app/content ./content
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same flags as scripts/build-node.ts NODE_FLAGS (the code cache is written under them). Node is PID 1 and
# handles SIGTERM itself: in-flight requests finish, then it exits 0.
CMD ["node", "--max-semi-space-size=2", "--single-threaded-gc", "--heap-growing-percent=100", "--v8-pool-size=1", "--no-allocation-site-pretenuring", "dist/server.js"]
