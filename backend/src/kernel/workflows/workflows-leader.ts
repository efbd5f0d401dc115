import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Coordination, DocumentStore, EventStore, FileStore, Lease, RuntimeConfig } from '@khru/platform';
import type { ProjectionRunner } from '@khru/projections';
import { CommandExecutor } from '../commands/command-executor.js';
import { DEADLINE_POLL_MS, DeadlinePoller } from '../deadlines/deadline-poller.js';
import { COORDINATION, DOCUMENT_STORE, EVENT_STORE, FILE_STORE, PROJECTION_RUNNER, RUNTIME_CONFIG } from '../infrastructure/tokens.js';
import { snapshotSettings } from '../snapshots/snapshot-settings.js';
import { runnerLogger } from '../logging/runner-logger.js';
import { WorkflowRegistry } from './workflow-registry.js';
import { WorkflowRunner } from './workflow-runner.js';

const LEASE = 'workflows-and-deadlines';
/** How often a replica that is not the leader asks for the lease again. */
const LEASE_RETRY_MS = 5_000;

/**
 * The one runner of workflows and deadlines among the API replicas (design.md section 4): whoever
 * holds the lease runs the workflows on the feed and polls the deadlines; the others wait to take over.
 */
@Injectable()
export class WorkflowsLeader implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WorkflowsLeader.name);
  private lease: Lease | null = null;
  private runner: WorkflowRunner | null = null;
  private readonly poller: DeadlinePoller;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly registry: WorkflowRegistry,
    private readonly executor: CommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DOCUMENT_STORE) documents: DocumentStore,
    @Inject(COORDINATION) private readonly coordination: Coordination,
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {
    this.poller = new DeadlinePoller(documents, executor);
  }

  get leading(): boolean {
    return this.runner !== null;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.tryToLead();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.runner?.stop();
    this.runner = null;
    await this.lease?.release();
    this.lease = null;
  }

  /** Records the deadlines due at `now` and waits until the workflows have acted on them (tests move the clock this way). */
  async runDue(now: Date): Promise<number> {
    if (!this.runner) return 0;
    await this.runner.idle();
    // The deadlines read model must have seen every event so far, or a deadline just set is missed.
    const head = await this.store.headPosition();
    if (head) await this.projections.waitFor(head, 10_000);
    const recorded = await this.poller.runDue(now);
    await this.runner.idle();
    return recorded;
  }

  /** Resolves once the workflows have handled every event appended so far (false when not leading or timed out). */
  async idle(timeoutMs?: number): Promise<boolean> {
    return this.runner ? this.runner.idle(timeoutMs) : false;
  }

  private async tryToLead(): Promise<void> {
    if (this.closed) return;
    this.lease = await this.coordination.tryAcquire(LEASE).catch((error: unknown) => {
      this.logger.warn(`Could not ask for the workflow lease: ${String(error)}`);
      return null;
    });
    if (!this.lease) {
      this.schedule(() => this.tryToLead(), LEASE_RETRY_MS);
      return;
    }
    this.runner = new WorkflowRunner({
      name: 'workflows',
      store: this.store,
      coordination: this.coordination,
      executor: this.executor,
      workflows: this.registry.workflows(),
      deciders: this.registry.deciders(),
      effects: this.registry.effects(),
      snapshot: await snapshotSettings(this.config, this.files, 'workflows'),
      logger: runnerLogger(WorkflowsLeader.name),
    });
    await this.runner.start();
    // At once: deadlines that fell due while no replica led (a leader died) are not left waiting another interval.
    void this.poll();
  }

  private async poll(): Promise<void> {
    await this.poller.runDue(new Date()).catch((error: unknown) => this.logger.error(`Deadline poll failed: ${String(error)}`));
    this.schedule(() => this.poll(), DEADLINE_POLL_MS);
  }

  private schedule(work: () => Promise<void>, ms: number): void {
    if (this.closed) return;
    this.timer = setTimeout(() => void work(), ms);
    this.timer.unref();
  }
}
