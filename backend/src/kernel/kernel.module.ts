import { Global, Inject, Module, ValidationPipe, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { Infrastructure, RuntimeConfig, SandboxPaymentGateway } from '@khru/platform';
import type { ProjectionRunner, SearchIndexRunner } from '@khru/projections';
import { LoggerModule } from 'nestjs-pino';
import { AccessGuard } from './auth/access.guard.js';
import { CommandExecutor } from './commands/command-executor.js';
import { AllExceptionsFilter } from './errors/all-exceptions.filter.js';
import { validationFailed } from './errors/validation-errors.js';
import { FilesHttpController } from './files/files.http.controller.js';
import { MediaHttpController } from './files/media.http.controller.js';
import { DemoMediaSource } from './files/demo-media-source.js';
import { MediaSigner } from './files/media-signer.js';
import { HealthController } from './health/health.controller.js';
import { ApiIndexController } from './openapi/api-index.controller.js';
import { EdgeCacheableInterceptor } from './edge/edge-cacheable.js';
import { ReadAfterInterceptor } from './http/read-after.interceptor.js';
import { RejectUnsafeTextPipe } from './http/unsafe-text.pipe.js';
import {
  COORDINATION,
  DOCUMENT_STORE,
  EVENT_STORE,
  FILE_STORE,
  JWT_SECRET,
  MAIL_OUTBOX,
  MAILER,
  PAYMENT_GATEWAY,
  PROJECTION_RUNNER,
  RUNTIME_CONFIG,
  SEARCH_INDEX,
  SEARCH_RUNNER,
  SEED_DIR,
  SHARED_STATE,
} from './infrastructure/tokens.js';
import { MailOutboxHttpController } from './mail/mail-outbox.http.controller.js';
import { RecordHistoryHttpController } from './history/record-history.http.controller.js';
import { StreamCaller } from './live/stream-caller.js';
import { loggerOptions } from './logging/logger.options.js';
import { SeedRegistry } from './seed/seed-registry.js';
import { SeedService } from './seed/seed.service.js';
import type { SharedState } from './shared-state/shared-state.js';
import { WorkflowOutcome } from './workflows/workflow-outcome.js';
import { WorkflowRegistry } from './workflows/workflow-registry.js';
import { WorkflowsLeader } from './workflows/workflows-leader.js';

/** Everything one process needs, opened before Nest starts and closed when it stops. */
export interface KernelRuntime {
  config: RuntimeConfig;
  infrastructure: Infrastructure;
  runner: ProjectionRunner;
  searchRunner: SearchIndexRunner;
  /** The embedded payment provider; its pay page and webhooks are served by the commerce capability. */
  paymentGateway: SandboxPaymentGateway;
  jwtSecret: string;
  seedDir: string;
  sharedState: SharedState;
}

const RUNTIME = Symbol('KERNEL_RUNTIME');

class KernelLifecycle implements OnApplicationShutdown {
  constructor(@Inject(RUNTIME) private readonly runtime: KernelRuntime) {}

  async onApplicationShutdown(): Promise<void> {
    await this.runtime.runner.stop();
    await this.runtime.searchRunner.stop();
    await this.runtime.infrastructure.close();
    await this.runtime.sharedState.close();
  }
}

/** The shared kernel every capability builds on: ports, command execution, errors, health, seed. */
@Global()
@Module({})
export class KernelModule {
  static forRoot(runtime: KernelRuntime): DynamicModule {
    return {
      module: KernelModule,
      imports: [CqrsModule.forRoot(), LoggerModule.forRoot(loggerOptions(runtime.config.logLevel))],
      controllers: [ApiIndexController, HealthController, FilesHttpController, MediaHttpController, MailOutboxHttpController, RecordHistoryHttpController],
      providers: [
        { provide: RUNTIME, useValue: runtime },
        { provide: RUNTIME_CONFIG, useValue: runtime.config },
        { provide: EVENT_STORE, useValue: runtime.infrastructure.eventStore },
        { provide: DOCUMENT_STORE, useValue: runtime.infrastructure.documentStore },
        { provide: PROJECTION_RUNNER, useValue: runtime.runner },
        { provide: JWT_SECRET, useValue: runtime.jwtSecret },
        { provide: MAILER, useValue: runtime.infrastructure.mailer },
        { provide: MAIL_OUTBOX, useValue: runtime.infrastructure.mailOutbox },
        { provide: FILE_STORE, useValue: runtime.infrastructure.fileStore },
        { provide: SEARCH_INDEX, useValue: runtime.infrastructure.searchIndex },
        { provide: SEARCH_RUNNER, useValue: runtime.searchRunner },
        { provide: PAYMENT_GATEWAY, useValue: runtime.paymentGateway },
        { provide: COORDINATION, useValue: runtime.infrastructure.coordination },
        { provide: SEED_DIR, useValue: runtime.seedDir },
        { provide: SHARED_STATE, useValue: runtime.sharedState },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_INTERCEPTOR, useClass: ReadAfterInterceptor },
        { provide: APP_INTERCEPTOR, useClass: EdgeCacheableInterceptor },
        // Before validation: validators themselves throw on some unsafe text (a lone surrogate in an email).
        { provide: APP_PIPE, useClass: RejectUnsafeTextPipe },
        {
          provide: APP_PIPE,
          useValue: new ValidationPipe({
            whitelist: true,
            forbidNonWhitelisted: true,
            transform: true,
            exceptionFactory: validationFailed,
          }),
        },
        KernelLifecycle,
        CommandExecutor,
        DemoMediaSource,
        MediaSigner,
        StreamCaller,
        SeedRegistry,
        SeedService,
        WorkflowRegistry,
        WorkflowOutcome,
        WorkflowsLeader,
      ],
      exports: [
        COORDINATION,
        WorkflowRegistry,
        WorkflowOutcome,
        WorkflowsLeader,
        RUNTIME_CONFIG,
        EVENT_STORE,
        DOCUMENT_STORE,
        PROJECTION_RUNNER,
        JWT_SECRET,
        MAILER,
        MAIL_OUTBOX,
        FILE_STORE,
        SEARCH_INDEX,
        SEARCH_RUNNER,
        PAYMENT_GATEWAY,
        SHARED_STATE,
        CommandExecutor,
        MediaSigner,
        StreamCaller,
        SeedRegistry,
        SeedService,
        CqrsModule,
      ],
    };
  }
}
