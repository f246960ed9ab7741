# syntax=docker/dockerfile:1
# The site as a container image (docs/deploying.md, "A container"). The build stage runs the
# commands tests/e2e/artifact.spec.ts runs on every `npm test`; the runtime stage holds only the
# artifact it builds and starts it as that test does. tests/dockerfile.test.ts keeps the two true.
FROM node:24-bookworm-slim AS build
WORKDIR /repo
COPY . .
# Every setting a production build bakes into the pages (apps/web/src/buildSettings/buildSettings.ts). The
# server refuses to start with other values, so the runtime stage below keeps them too.
# SITE_URL: the public https origin (required: the build stops without it).
ARG SITE_URL
# Hosted content: the Sanity project and dataset the pages are prerendered from (unset: the seed).
ARG NEXT_PUBLIC_SANITY_PROJECT_ID
ARG NEXT_PUBLIC_SANITY_DATASET=production
ENV NEXT_TELEMETRY_DISABLED=1
# A private dataset's read token is a secret, never a build argument (build arguments stay in the
# image's history): docker build --secret id=sanity_read_token,env=SANITY_API_READ_TOKEN …
RUN --mount=type=secret,id=sanity_read_token \
    npm ci --no-audit --no-fund \
    && SANITY_API_READ_TOKEN="$(cat /run/secrets/sanity_read_token 2>/dev/null || true)" \
       SITE_URL="$SITE_URL" NEXT_PUBLIC_SANITY_PROJECT_ID="$NEXT_PUBLIC_SANITY_PROJECT_ID" \
       NEXT_PUBLIC_SANITY_DATASET="$NEXT_PUBLIC_SANITY_DATASET" \
       npm run build

FROM node:24-bookworm-slim
RUN useradd --system --uid 10001 --create-home site && mkdir /data && chown site /data
# The artifact only. Owned by the site's user: Next.js writes its image cache under .next/cache.
COPY --from=build --chown=site:site /repo/apps/web/.next/standalone /app
ARG SITE_URL
ARG NEXT_PUBLIC_SANITY_PROJECT_ID
ARG NEXT_PUBLIC_SANITY_DATASET=production
USER site
WORKDIR /home/site
# 0.0.0.0 inside the container: only the published port reaches it, behind your proxy. The build's
# settings stay set, so the server runs with what the pages were built with.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOST=0.0.0.0 PORT=3000 DATA_DIR=/data \
    SITE_URL=$SITE_URL NEXT_PUBLIC_SANITY_PROJECT_ID=$NEXT_PUBLIC_SANITY_PROJECT_ID \
    NEXT_PUBLIC_SANITY_DATASET=$NEXT_PUBLIC_SANITY_DATASET
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "/app/apps/web/scripts/serve.mjs"]
