# The Forecourt app image: one Node process serving the API, the media and both web apps.
# docker-compose.yml builds it for its app replicas; alone (NODE_ENV=production needs PUBLIC_URL, the site's address):
# docker build -t forecourt . && docker run -p 3000:3000 -e PUBLIC_URL=http://localhost:3000 forecourt
# Node 22 LTS (the tests also run on 20.20, the floor in package.json); sharp and PGlite bring their own native parts,
# so the slim Debian image needs nothing from apt.
ARG NODE_VERSION=22

# 1. Every workspace with its dev tools, to build the two web apps (vite) into web-public/dist and web-admin/dist.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY domain/package.json domain/
COPY db/package.json db/
COPY api/package.json api/
COPY web-public/package.json web-public/
COPY web-admin/package.json web-admin/
COPY scripts/package.json scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. What runs: production dependencies only (tsx runs the TypeScript sources as they are), the sources, the builds.
FROM node:${NODE_VERSION}-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY domain/package.json domain/
COPY db/package.json db/
COPY api/package.json api/
COPY web-public/package.json web-public/
COPY web-admin/package.json web-admin/
COPY scripts/package.json scripts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY . .
COPY --from=build /app/web-public/dist web-public/dist
COPY --from=build /app/web-admin/dist web-admin/dist
# DATA_DIR (./data) is where the embedded database, media and mail go when no server is named; owned by the app's user.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Straight to node (not `npm start`, whose prestart would rebuild the web apps): it gets SIGTERM and stops cleanly.
CMD ["node", "--import", "tsx", "api/src/server.ts"]
