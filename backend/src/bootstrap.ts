import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { openInfrastructure, SandboxPaymentGateway, type RuntimeConfig } from '@khru/platform';
import { createHmac } from 'node:crypto';
import { catalogueSearchProjection, questionSearchProjection, SearchIndexRunner } from '@khru/projections';
import { Logger } from 'nestjs-pino';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppModule } from './app.module.js';
import { isLearnerPage } from '@khru/contracts';
import express from 'express';
import type { Server } from 'node:http';
import { pinoHttp } from 'pino-http';
import { AnswerCache } from './kernel/edge/answer-cache.js';
import { API_RATE_LIMIT_WINDOW_SECONDS, apiRateLimit } from './kernel/edge/api-rate-limit.js';
import { proxyTrust, trustedProxies } from './kernel/edge/client-address.js';
import { httpEdge } from './kernel/edge/http-edge.js';
import { keepLongBodies } from './kernel/edge/long-bodies.js';
import { FORM_BODY_TYPE } from './kernel/http/body-media-types.js';
import { jsonBodyParser, parseJsonBodyRead } from './kernel/http/json-body-parser.js';
import { ReadableBodyInterceptor } from './kernel/http/readable-body.interceptor.js';
import { requestLogOptions } from './kernel/logging/logger.options.js';
import { buildOpenApiDocument } from './kernel/openapi/openapi-document.js';
import { resolveJwtSecret } from './kernel/infrastructure/jwt-secret.js';
import { runnerLogger } from './kernel/logging/runner-logger.js';
import { readModelRunner } from './kernel/read-models/read-model-runner.js';
import { SeedService } from './kernel/seed/seed.service.js';
import { SharedState } from './kernel/shared-state/shared-state.js';
import { snapshotSettings } from './kernel/snapshots/snapshot-settings.js';
import { DEMO_BANNERS_ADDRESS, DEMO_BANNERS_FOLDER } from './kernel/static/demo-banners.js';
import { serveApps } from './kernel/static/serve-apps.js';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface BootOptions {
  /** Log to stdout through pino (off in tests). */
  logs?: boolean;
  seedDir?: string;
  onLockCompromised?: (error: Error) => void;
}

/**
 * Builds the whole process: opens the stores, starts the projections in-process (or, on MongoDB,
 * follows the projections service), seeds on first start, and configures the HTTP app (API under
 * /api, docs at /api/docs, both apps). Not listening yet.
 */
export async function bootstrap(config: RuntimeConfig, options: BootOptions = {}): Promise<NestExpressApplication> {
  const infrastructure = await openInfrastructure(
    config,
    options.onLockCompromised ??
      ((error) => {
        console.error(`The data directory lock was lost (${error.message}); stopping to protect the data.`);
        process.exit(1);
      }),
  );
  let sharedState: SharedState | null = null;
  try {
    const runner = await readModelRunner(config, infrastructure);
    // The search index lives in each process's memory on every profile, folded from the feed.
    const searchRunner = new SearchIndexRunner({
      feed: infrastructure.eventStore,
      index: infrastructure.searchIndex,
      projections: [catalogueSearchProjection, questionSearchProjection],
      snapshot: await snapshotSettings(config, infrastructure.fileStore, 'search'),
      logger: runnerLogger('Search'),
    });
    const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
    sharedState = await SharedState.open(config);
    const trust = proxyTrust(config.trustProxy);
    const runtime = {
      config,
      infrastructure,
      runner,
      searchRunner,
      // The sandbox signs its webhooks with a key derived from the server's own secret.
      paymentGateway: new SandboxPaymentGateway(
        createHmac('sha256', jwtSecret).update('sandbox-payment-webhooks').digest('hex'),
        infrastructure.sandboxRecords,
      ),
      jwtSecret,
      seedDir: options.seedDir ?? join(repositoryRoot, 'infra/seed'),
      sharedState,
    };
    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(runtime), {
      bufferLogs: true,
      // Payment webhooks are verified against the exact bytes the provider signed.
      rawBody: true,
      // Bodies are parsed below, JSON with a bound on its depth.
      bodyParser: false,
      logger: options.logs === false ? false : undefined,
    });
    if (options.logs !== false) app.useLogger(app.get(Logger));
    app.set('trust proxy', trustedProxies(config.trustProxy));
    app.disable('x-powered-by');
    // Only the storefront's banners stay public; the demo clips are served by signed address (ADR 27).
    app.use(DEMO_BANNERS_ADDRESS, express.static(join(runtime.seedDir, DEMO_BANNERS_FOLDER), { index: false, maxAge: '7d' }));
    app.setGlobalPrefix('api');
    const parseJson = jsonBodyParser();
    app.use(parseJson);
    app.useBodyParser('urlencoded', { extended: true, type: FORM_BODY_TYPE });
    // Registered here, after the kernel's interceptors; a route's own (multipart) run after it.
    app.useGlobalInterceptors(new ReadableBodyInterceptor());
    SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
    await app.init();
    // The edge answers before Express: built apps, the rate limit, request logs, kept answers (ADR 16).
    const server = app.getHttpServer() as Server;
    server.removeAllListeners('request');
    server.on(
      'request',
      httpEdge({
        app: app.getHttpAdapter().getInstance(),
        serveBuilt: serveApps({ learnerDist: join(repositoryRoot, 'learner-app/dist'), adminDist: join(repositoryRoot, 'admin-app/dist'), isLearnerPage }),
        rateLimit: apiRateLimit(
          config.rateLimitPerMinute,
          sharedState.limiter({ keyPrefix: 'api', points: config.rateLimitPerMinute, duration: API_RATE_LIMIT_WINDOW_SECONDS }),
          trust,
        ),
        trust,
        logRequest: pinoHttp(requestLogOptions(config.logLevel)),
        cache: config.readStore === 'memory' ? new AnswerCache({ ttlMs: 1000, maxEntries: 2000, maxBodyBytes: 256 * 1024 }) : null,
        parseJsonBody: (request, response, bytes) => parseJsonBodyRead(parseJson, request, response, bytes),
      }),
    );
    // Uploads may take longer than Node's 300 s request timeout (the upload route says which, ADR 27).
    keepLongBodies(server);
    await runner.start();
    await searchRunner.start();
    await app.get(SeedService).seedIfNeeded();
    return app;
  } catch (error) {
    await infrastructure.close();
    await sharedState?.close();
    throw error;
  }
}
