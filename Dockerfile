# One image for every process role; docker-compose.yml picks the role with PROCESS_ROLE.

FROM node:20-bookworm-slim AS base
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

# Manifests alone first, so that a code change reuses the installed dependencies.
FROM base AS deps
COPY package.json package-lock.json ./
COPY events/package.json events/
COPY projections/package.json projections/
COPY backend/package.json backend/
COPY console/package.json console/
COPY admin/package.json admin/
RUN npm ci

FROM deps AS build
COPY . .
RUN npm run build -w @piboost/console -w @piboost/admin

FROM base AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
# The TypeScript sources run through tsx in production too, and tsx is a devDependency: the
# install is kept whole rather than pruned.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# `node --import tsx` rather than `npx tsx`: no npm or tsx wrapper process between Docker and the
# app, so SIGTERM reaches the process that shuts down gracefully.
CMD ["node", "--import", "tsx", "backend/src/main.ts"]
