# One image for every process role; docker-compose.yml picks the role with PROCESS_ROLE.
# Multi-stage: the build tools (Vite, TypeScript, Playwright, ESLint, vitest...) stay in the build
# stages; the runtime image gets the backend's runtime dependencies, the sources it runs and the two
# compiled front ends, nothing else.

FROM node:24-bookworm-slim AS base
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

# Manifests alone first, so that a code change reuses the installed dependencies.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY events/package.json events/
COPY projections/package.json projections/
COPY backend/package.json backend/
COPY console/package.json console/
COPY admin/package.json admin/

# Everything, dev tools included, to compile the console and the back office.
FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build -w @piboost/console -w @piboost/admin

# Runtime dependencies only: the backend workspace's (which declares @piboost/events and
# @piboost/projections, linked from their folders) and the root's (tsx runs the TypeScript sources;
# cli-progress draws the operator scripts' progress bars).
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --workspace @piboost/backend --include-workspace-root && npm cache clean --force

FROM base AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=runtime-deps --chown=node:node /app/node_modules node_modules
COPY --chown=node:node package.json tsconfig.base.json tsconfig.json ./
COPY --chown=node:node events/package.json events/
COPY --chown=node:node events/src events/src
COPY --chown=node:node projections/package.json projections/
COPY --chown=node:node projections/src projections/src
COPY --chown=node:node backend/package.json backend/
COPY --chown=node:node backend/src backend/src
# Operator scripts (npm run projections / seed) run in the same image.
COPY --chown=node:node scripts scripts
COPY --from=build --chown=node:node /app/console/dist console/dist
COPY --from=build --chown=node:node /app/admin/dist admin/dist
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# `node --import tsx` rather than `npx tsx`: no npm or tsx wrapper process between Docker and the
# app, so SIGTERM reaches the process that shuts down gracefully.
# A 64 MB young generation: catch-up pages and rebuild batches outlive several scavenges of the
# default 16 MB, and copying them was a third of a catch-up read's CPU (issue 16 item 2).
CMD ["node", "--max-semi-space-size=64", "--import", "tsx", "backend/src/main.ts"]
