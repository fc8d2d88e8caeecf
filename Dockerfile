# syntax=docker/dockerfile:1
# The shop as a container image: Next.js's standalone output built in one stage, copied alone into a
# slim runtime (deploy/recipe.ts does the same without an engine; README "Deploy"). The build renders
# pages from .env.production's services, so it reads them too, as a secret no layer keeps:
#   docker build --secret id=shop-env,src=.env.production \
#     --build-arg NEXT_PUBLIC_SITE_URL=https://shop.example -t maison-aurele .
#   docker run -p 3000:3000 --env-file .env.production maison-aurele

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# backends/ is an npm workspace (the local emulators): `npm ci` needs its package.json to match the
# lockfile. This stage installs everything, the emulators' libraries too (all devDependencies), because
# the build's type check covers the whole tsconfig project, backends/ and tests/ included. None of it
# reaches the runtime stage, which takes only the standalone output's traced node_modules. An install
# of the shop alone would be `npm ci --omit=dev --workspaces=false`: no devDependency, no workspace.
COPY package.json package-lock.json ./
COPY backends/package.json ./backends/
RUN npm ci --no-audit --no-fund
COPY . .
# NEXT_PUBLIC_ values are written into the build: the image serves the origin it was built for, and
# stops at start-up naming NEXT_PUBLIC_SITE_URL when started with another (instrumentation.ts).
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_RECAPTCHA_SITE_KEY
ENV NEXT_PUBLIC_SITE_URL=$NEXT_PUBLIC_SITE_URL NEXT_PUBLIC_RECAPTCHA_SITE_KEY=$NEXT_PUBLIC_RECAPTCHA_SITE_KEY
RUN --mount=type=secret,id=shop-env,required=true \
    set -a && . /run/secrets/shop-env && set +a && npm run build

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
# Two malloc arenas and a fixed trim threshold: less memory kept idle by the server's threads
# (docs/adr/0045, docs/adr/0048).
ENV MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072
# What deploy/recipe.ts copies into its empty folder: the server with its traced node_modules, and the
# build's static files beside it (the standalone output leaves them out for a CDN to take; the server
# answers them when none does). The repository has no public/ folder.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
USER node
EXPOSE 3000
# HOSTNAME stays the runtime's (the container's id, which resolves to the container's address): the
# server listens there, and the shop builds no URL from it. Set HOSTNAME=0.0.0.0 where the name does
# not resolve to the address the balancer reaches (host networking).
# `CMD ["node", "--max-semi-space-size=16", "front.mjs"]` runs the shop's own front before Next instead (front/README.md: admission
# queue, one-second page cache, brotli), for a host with no balancer or CDN in front.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://'+require('os').hostname()+':'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# A young generation far smaller than V8's default: less CPU per answer (docs/adr/0043).
CMD ["node", "--max-semi-space-size=16", "server.js"]
