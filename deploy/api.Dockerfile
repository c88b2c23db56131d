# syntax=docker/dockerfile:1
# The API server. Build from the repository root: docker build -f deploy/api.Dockerfile .
# (Written and reviewed, but not built in CI: the CI machine has no container engine; the same
# topology is tested as processes by deploy/cluster/test.)

FROM node:24-bookworm-slim AS build
WORKDIR /repo
RUN npm install --global pnpm@10.34.9
# Dependencies first, from the lockfile alone (`pnpm fetch`): this layer is rebuilt only when the
# lockfile (or a patch of a dependency) changes, not on every change of the sources.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY patches ./patches
RUN pnpm fetch --frozen-lockfile
# Then the sources (.dockerignore keeps out data, secrets, node_modules and build output).
COPY . .
RUN pnpm install --offline --frozen-lockfile \
 && pnpm exec turbo run build --filter=@quire/api... \
 && pnpm --filter=@quire/api deploy --prod --legacy /out \
 && rm -rf /out/src /out/test

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    QUIRE_DATA_DIR=/data \
    SEED_DEMO=false
WORKDIR /app
# xmllint validates Crossref deposits against Crossref's schema (crossref-schema/) before they go.
RUN apt-get update && apt-get install -y --no-install-recommends libxml2-utils \
 && rm -rf /var/lib/apt/lists/*
# Production dependencies, the bundle (dist/), the migrations, the citation styles and Crossref's
# schema only.
COPY --from=build --chown=node:node /out ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (docker stop waits 10 s by default; give it `stop_grace_period: 20s`).
CMD ["node", "--enable-source-maps", "dist/main.js"]
