# syntax=docker/dockerfile:1
# The rescue-admin API (apps/api) as a container: `docker build -t rescue-admin-api .`
# Build stage: the workspace's locked dependencies and sources → one bundle (apps/api/dist).
# Runtime stage: slim Node 20, a non-root user, the bundle and the one package it loads from
# disk (PGlite, for runs without DATABASE_URL). Configuration comes from the environment only;
# see apps/api/README.md, "Deployment".

ARG NODE_VERSION=20.20.2

FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /repo
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY libs/shared/api-contract libs/shared/api-contract
COPY libs/shared/util libs/shared/util
COPY apps/api apps/api
# = `npx nx run api:build` (without the rest of the workspace Nx would look for); from apps/api,
# whose tsconfig.json maps the @rescue-admin/* libs.
WORKDIR /repo/apps/api
RUN ../../node_modules/.bin/tsx scripts/bundle.ts

FROM node:${NODE_VERSION}-bookworm-slim AS runtime-deps
WORKDIR /app
# dist/package.json pins the packages the bundle leaves out, at the versions of package-lock.json.
COPY --from=build /repo/apps/api/dist/package.json ./
RUN npm install --omit=dev --no-package-lock --no-audit --no-fund && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3333 \
    LOG_LEVEL=info \
    DATA_DIR=/data/db
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /repo/apps/api/dist/ ./
# Only PGlite (no DATABASE_URL) writes to disk: mount a volume at /data for that.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3333
# /healthz: the process answers (no database). Orchestrators that can should ask /readyz
# (database reachable) before sending traffic.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3333) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: stop accepting, finish the requests under way, close the database (within 40 s).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "main.js"]
