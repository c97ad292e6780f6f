# syntax=docker/dockerfile:1
# KaamSetu: one image serving the API and the built web app on port 3000.
# docker compose up --build (see docker-compose.yml) or: docker build -t kaamsetu .

# npm 11 is required: package.json's `allowScripts` decides which dependencies may run
# install scripts, and older npm ignores it.
FROM node:20-bookworm-slim AS base
WORKDIR /app
RUN npm install -g npm@11 && npm cache clean --force

# ---- build: every dependency (dev ones too), then web/dist and api/dist ---------------
FROM base AS build
# Manifests first so the install layer is cached until dependencies change. The root
# postinstall runs `prisma generate`, so the schema and prisma.config.ts (and the stub
# engine in prisma/bin it points at) must be present before `npm ci`.
COPY package.json package-lock.json prisma.config.ts ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY web/package.json web/
COPY prisma prisma
RUN npm ci
COPY . .
RUN npm run build

# ---- production dependencies ------------------------------------------------------------
# --ignore-scripts: the root postinstall would run `prisma generate`, but prisma is a
# devDependency and the generated client (api/src/generated) is already bundled into
# api/dist by esbuild. Skipped too: embedded-postgres's symlink hydration, only needed when
# no DATABASE_URL is given, which this image is not meant for.
FROM base AS prod-deps
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force

# ---- runtime ------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
# Code stays root-owned (read-only to the app); only .data (DATA_DIR) is writable.
COPY --from=prod-deps /app/node_modules node_modules
# The package.json files carry "type": "module" for the ESM bundle in api/dist.
COPY --from=build /app/package.json ./
COPY --from=build /app/api/package.json api/
COPY --from=build /app/web/package.json web/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web/dist web/dist
# The server-rendering bundle of the public pages; it imports react, react-router, relay and
# i18next from node_modules (web's runtime dependencies, installed above).
COPY --from=build /app/web/dist-server web/dist-server
# Applied by the server itself at start-up, under an advisory lock.
COPY --from=build /app/prisma/migrations prisma/migrations
RUN mkdir .data && chown node:node .data
USER node
EXPOSE 3000
# Liveness only (the process answers); compose checks /readyz. No curl in slim: use node.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# One worker per core (node:cluster), within the database's connection budget; WEB_CONCURRENCY
# sets the number (docs/operations.md#every-core). The primary passes SIGTERM on to them all.
CMD ["node", "api/dist/main.js"]
