import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { HealthResponse } from '@khru/contracts';
import { formatPosition, type DocumentStore, type EventStore } from '@khru/platform';
import type { ProjectionRunner } from '@khru/projections';
import type { Response } from 'express';
import { DOCUMENT_STORE, EVENT_STORE, PROJECTION_RUNNER } from '../infrastructure/tokens.js';
import { WorkflowsLeader } from '../workflows/workflows-leader.js';

/** Liveness and readiness in one: is the event store reachable, and how far behind are the read models. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly startedAt = Date.now();

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    private readonly workflows: WorkflowsLeader,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'The service can serve requests (503 when the event store is unreachable)' })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    let reachable = true;
    let head: string | null = null;
    let lag: number | null = null;
    try {
      await this.events.ping();
      const headPosition = await this.events.headPosition();
      head = headPosition ? formatPosition(headPosition) : null;
      lag = await this.events.countAfter(this.runner.position);
    } catch {
      reachable = false;
    }
    const caughtUp = lag === 0;
    const status: HealthResponse['status'] = !reachable ? 'down' : caughtUp ? 'ok' : 'degraded';
    if (!reachable) response.status(503);
    const position = this.runner.position;
    const startedFrom = this.runner.startedFrom;
    return {
      status,
      eventStore: { kind: this.events.kind, reachable, head },
      projections: { position: position ? formatPosition(position) : null, lag, caughtUp, startedFrom: startedFrom ? formatPosition(startedFrom) : null },
      readStore: { kind: this.documents.kind },
      workflows: { leading: this.workflows.leading },
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }
}
