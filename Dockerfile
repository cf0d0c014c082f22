# Croupier, in three stages: build (all dependencies, TypeScript compiled to dist/, the web page built into
# web/dist by Vite), production dependencies
# only, and the runtime image that holds just those two. Without DATABASE_URL the server keeps an embedded
# PGlite database under /data (a volume); with it, it uses that Postgres server.
#
#   docker build -t croupier .
#   docker run -p 3000:3000 -v croupier-data:/data croupier
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://user:pass@db:5432/croupier croupier

# Node 22 LTS, pinned to an exact release so that a rebuild gets the same runtime (bump it deliberately; pin
# by digest too, node:22.23.3-bookworm-slim@sha256:…, where builds must be byte-for-byte reproducible).
ARG NODE_IMAGE=node:22.23.3-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The web page, served at / (found as web/dist beside dist/, src/http/routes/web.ts).
COPY --from=build /app/web/dist ./web/dist
# The rule books: the server serves them (/rules/<game>) and quotes them on problem pages (/problems/…).
COPY docs ./docs
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Healthy means ready: the process answers and so does its database (/readyz; /healthz is the process only).
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM reaches node directly (exec form), which stops accepting, ends event streams and closes the database.
CMD ["node", "dist/src/main.js"]
