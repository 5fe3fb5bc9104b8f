# syntax=docker/dockerfile:1
# One container: the Fastify server with the built client. Keep in step with `npm start`:
# migrations, then the server (which also migrates, harmlessly, and seeds only an empty embedded DB).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim
# The demo thumbnails are drawn with text at seed time; the slim image has no fonts of its own.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY migrations ./migrations
RUN mkdir -p /app/data && chown node:node /app/data
USER node
# The embedded database lives here when DATABASE_URL is not set.
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# exec makes node PID 1, so it receives SIGTERM and shuts down gracefully. The server migrates at start
# too: on the embedded database it does so itself, so that its first start creates the database and
# loads the demo content in a short-lived child process. Its JS heap is capped (ADR 33).
CMD ["sh", "-c", "[ -z \"$DATABASE_URL\" ] || node dist/scripts/db-migrate.js && exec node --max-old-space-size=128 --max-semi-space-size=8 dist/server/main.js"]
