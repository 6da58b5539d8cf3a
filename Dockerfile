# syntax=docker/dockerfile:1
# Pulp Juice Shop: build with `docker build -t pulp-juice-shop .`, run with
#   docker run -p 3000:3000 -v juice-data:/data pulp-juice-shop
# See README, "Running a class", and docs/architecture.md, "Packaging and deployment".

# --- Build stage: the whole recipe is scripts/image/build-app.sh, which a test runs without Docker.
FROM node:20-bookworm-slim AS build
# better-sqlite3 falls back to compiling its addon when no prebuilt one can be fetched.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN ["bash", "scripts/image/build-app.sh", "/app"]

# --- Runtime stage: the assembled folder only, run as an unprivileged user.
FROM node:20-bookworm-slim AS runtime
ENV DATA_DIR=/data \
    PORT=3000
WORKDIR /app
COPY --from=build --chown=root:root /app /app
# The data folder is the only place the shop writes (besides /tmp); everything else may be mounted
# read-only (`docker run --read-only --tmpfs /tmp`, readOnlyRootFilesystem in Kubernetes).
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/rest/admin/application-version').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/main.js"]
