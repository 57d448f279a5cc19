# Syl's production image: the compiled server (dist/app) and the prerendered client (dist/client) on
# Node 20 with the production packages only, run by the unprivileged `node` user. See docs/operations.md, Production.

FROM node:20-bookworm-slim AS base
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary is found.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./

FROM base AS build
RUN npm ci --no-audit --no-fund
COPY . .
# The pages are prerendered with these (canonical links, sitemap, the support address and fall form
# link in the client), so pass the values the instances will run with.
ARG PUBLIC_URL
ARG SUPPORT_EMAIL
ARG FALL_FORM_URL
RUN npm run build

FROM base AS prod-deps
# Only better-sqlite3's binary is needed at run time, not the sources and objects it was built from.
# TypeScript (23 MB) comes only as a peer of @trpc/server, for its types: nothing at run time loads it.
RUN npm ci --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/typescript \
  && cd node_modules/better-sqlite3 \
  && mv build/Release/better_sqlite3.node /tmp/ \
  && rm -rf build deps src \
  && mkdir -p build/Release \
  && mv /tmp/better_sqlite3.node build/Release/

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data PORT=3000
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist/app ./dist/app
COPY --from=build /app/dist/client ./dist/client
# SQLite (without DATABASE_URL), uploads, the email outbox: shared by every instance in compose.yaml.
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/app/main.js"]
