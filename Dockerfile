# syntax=docker/dockerfile:1
# FamilyNet as a container image (README, "In a container"):
#   docker build -t familynet:0.1.0 .
#   docker run -d --name familynet -p 127.0.0.1:8080:8080 -v familynet-data:/data \
#     -e PUBLIC_URL=https://family.example.org -e TRUST_PROXY=true familynet:0.1.0
# or `docker compose up -d` with compose.yaml (PostgreSQL optional). Podman takes the same commands.

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build: every package's dependencies, then the server, the shell and the remotes.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json lerna.json tsconfig.base.json ./
COPY tooling ./tooling
COPY shared-contracts/package.json shared-contracts/
COPY server/package.json server/
COPY shell/package.json shell/
COPY mf-auth/package.json mf-auth/
COPY mf-directory/package.json mf-directory/
COPY mf-map/package.json mf-map/
COPY mf-calendar/package.json mf-calendar/
COPY mf-admin/package.json mf-admin/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Run: the built files and the server's production dependencies only, as an unprivileged user.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY server/package.json server/
RUN npm ci --omit=dev --no-audit --no-fund --workspace server --workspace shared-contracts && npm cache clean --force
COPY --from=build /app/shared-contracts/dist shared-contracts/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/bin server/bin
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mf-auth/dist mf-auth/dist
COPY --from=build /app/mf-directory/dist mf-directory/dist
COPY --from=build /app/mf-map/dist mf-map/dist
COPY --from=build /app/mf-calendar/dist mf-calendar/dist
COPY --from=build /app/mf-admin/dist mf-admin/dist
RUN useradd --system --uid 10001 --user-group --home-dir /data --shell /usr/sbin/nologin familynet \
 && mkdir -p /data && chown familynet:familynet /data && chmod 700 /data
USER familynet
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The launcher execs node: the server is the container's first process and receives docker stop's SIGTERM itself.
ENTRYPOINT ["server/bin/familynet-server"]
