# The Forecourt app image: one Node process serving the API, the media and both web apps.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY db/package.json db/
COPY api/package.json api/
COPY web-public/package.json web-public/
COPY web-admin/package.json web-admin/
COPY scripts/package.json scripts/
RUN npm ci --no-audit --no-fund
COPY . .
EXPOSE 3000
CMD ["npm", "start"]
