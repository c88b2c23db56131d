# syntax=docker/dockerfile:1
# The web server. Build from the repository root: docker build -f deploy/web.Dockerfile .
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
 && pnpm exec turbo run build --filter=@quire/web... \
 && pnpm --filter=@quire/web deploy --prod --legacy /out \
 && rm -rf /out/app /out/e2e

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# server.ts (the kit's site server over the build), the build (build/) and production
# dependencies only.
COPY --from=build --chown=node:node /out ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.ts"]
