# One image for the API, the projections service and the relay (production profile).
# `build` keeps the dev tools: `npm run test:production` runs the contract suites in it.
FROM node:20.19.5-bookworm-slim AS build
WORKDIR /app
ENV SCARF_ANALYTICS=false PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY platform/package.json platform/
COPY projections/package.json projections/
COPY backend/package.json backend/
COPY learner-app/package.json learner-app/
COPY admin-app/package.json admin-app/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM build AS production-dependencies
RUN npm prune --omit=dev

FROM node:20.19.5-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=production-dependencies /app /app
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
