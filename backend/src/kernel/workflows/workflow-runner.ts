import type { DomainEvent } from '@khru/contracts';
import {
  comparePositions,
  formatPosition,
  type Coordination,
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
  type Subscription,
} from '@khru/platform';
import { AtRest, PeriodicSnapshot, PositionWaiter, type RunnerLogger, type SnapshotSettings } from '@khru/projections';
import type { CommandExecutor } from '../commands/command-executor.js';
import { commandMetadata, type CommandMetadata } from '../commands/command-metadata.js';
import type { Decider } from '../commands/decider.js';
import { DomainError } from '../errors/domain-error.js';
import { isEffect, outputKey, type Workflow, type WorkflowEffect, type WorkflowOutput } from './workflow.js';

/** Does something outside the event store for a workflow; `metadata.idempotencyKey` identifies the request. */
export type EffectHandler<Input extends object> = (input: Input, metadata: CommandMetadata) => Promise<void>;

/** An effect handler as the runner calls it: given the whole output, which it checks is its own (WorkflowRegistry.registerEffect). */
export type RegisteredEffect = (output: WorkflowEffect, metadata: CommandMetadata) => Promise<void>;

// A stream type's decider, typed where it is registered; the runner only hands it its commands.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDecider = Decider<any, any, any>;

export interface WorkflowRunnerOptions {
  /** Names the checkpoint. */
  name: string;
  store: EventStore;
  coordination: Coordination;
  executor: CommandExecutor;
  // Each workflow is typed where it is written; the runner only routes events to it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  workflows: readonly Workflow<any, any>[];
  /** The decider of each stream type the workflows send commands to. */
  deciders: ReadonlyMap<string, AnyDecider>;
  /** The handler of each effect, by name. */
  effects: ReadonlyMap<string, RegisteredEffect>;
  logger?: RunnerLogger;
  /** Wait before trying an output again after an infrastructure failure (grows, capped). */
  retryDelayMs?: number;
  /** The workflows' state is kept in a snapshot on disk, so a start does not fold every event again. */
  snapshot?: SnapshotSettings;
}

/** One workflow instance's state, as a snapshot keeps it. */
interface StateRecord {
  w: string;
  i: string;
  s: unknown;
}

/**
 * Runs the workflows on the ordered feed, as the projection runner runs projections. State lives
 * in memory and is folded again from the start of the feed at every start; events up to the
 * durable checkpoint only evolve it, later ones are decided and their outputs sent, each under a
 * key derived from the event, so a redelivery after a crash (sent, not yet checkpointed) appends
 * nothing twice. A refusal is logged and passed over; an infrastructure failure is retried until
 * it succeeds, so nothing is skipped.
 */
export class WorkflowRunner {
  private readonly states = new Map<string, Map<string, unknown>>();
  private readonly waiter = new PositionWaiter();
  private subscription: Subscription | null = null;
  private checkpoint: GlobalPosition | null = null;
  private refusals = 0;
  private stopping = false;
  private readonly atRest = new AtRest();
  private readonly snapshots: PeriodicSnapshot<StateRecord> | null;

  constructor(private readonly options: WorkflowRunnerOptions) {
    for (const workflow of options.workflows) this.states.set(workflow.name, new Map());
    this.snapshots = options.snapshot
      ? new PeriodicSnapshot(options.name, options.snapshot, () => this.atRest.read(() => this.captureStates()), options.logger)
      : null;
  }

  /** Every instance's state now (states are replaced on each event, never changed in place). */
  private captureStates(): { position: GlobalPosition; records: StateRecord[] } | null {
    const position = this.waiter.position;
    if (!position) return null;
    const records: StateRecord[] = [];
    for (const [w, instances] of this.states) for (const [i, state] of instances) records.push({ w, i, s: state });
    return { position, records };
  }

  get position(): GlobalPosition | null {
    return this.waiter.position;
  }

  /** Outputs refused by their decider since start (logged, not retried). */
  get refused(): number {
    return this.refusals;
  }

  async start(): Promise<void> {
    this.checkpoint = await this.options.coordination.loadCheckpoint(this.options.name);
    const snapshot = await this.snapshots?.load();
    for (const { w, i, s } of snapshot?.records ?? []) this.states.get(w)?.set(i, s);
    if (snapshot) this.waiter.advance(snapshot.position);
    this.options.logger?.info('workflows starting', { runner: this.options.name, checkpoint: this.checkpoint ? formatPosition(this.checkpoint) : 'start' });
    this.subscription = this.options.store.subscribe(snapshot?.position ?? null, (event) => this.handle(event), { batchSize: 1000, pollIntervalMs: 50 });
    this.subscription.done.catch((error: unknown) => this.options.logger?.error('workflow feed stopped', { runner: this.options.name, error: String(error) }));
    this.snapshots?.start();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.subscription?.stop();
    this.subscription = null;
    await this.snapshots?.stop();
    this.waiter.cancelAll();
  }

  /** Resolves once every event appended so far, and everything the workflows sent for them, has been handled. */
  async idle(timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const head = await this.options.store.headPosition();
      if (!head) return true;
      if (this.waiter.reached(head)) {
        const again = await this.options.store.headPosition();
        if (again && comparePositions(again, head) === 0) return true;
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0 || !(await this.waiter.waitFor(head, left))) return false;
    }
  }

  handle(event: RecordedEvent): Promise<void> {
    return this.atRest.applying(() => this.apply(event));
  }

  private async apply(event: RecordedEvent): Promise<void> {
    const live = !this.checkpoint || comparePositions(event.position, this.checkpoint) > 0;
    const domain = { type: event.type, data: event.data } as DomainEvent;
    let sent = false;
    for (const workflow of this.options.workflows) {
      if (!workflow.handles.includes(event.type)) continue;
      const instance = workflow.instanceOf(domain);
      if (instance === null) continue;
      const states = this.states.get(workflow.name)!;
      const state = states.has(instance) ? states.get(instance) : workflow.initialState();
      if (live) {
        const outputs = workflow.decide(domain, state);
        for (const [index, output] of outputs.entries()) await this.dispatch(workflow.name, event, index, output);
        sent ||= outputs.length > 0;
      }
      states.set(instance, workflow.evolve(state, domain));
    }
    if (live && sent) {
      await this.options.coordination.saveCheckpoint(this.options.name, event.position);
      this.checkpoint = event.position;
    }
    this.waiter.advance(event.position);
  }

  private async dispatch(workflow: string, event: RecordedEvent, index: number, output: WorkflowOutput): Promise<void> {
    const metadata = commandMetadata({
      idempotencyKey: outputKey(workflow, event.id, index),
      correlationId: event.metadata.correlationId,
      causationId: event.id,
      userId: 'system',
    });
    for (let attempt = 1; ; attempt++) {
      try {
        if (isEffect(output)) {
          const handler = this.options.effects.get(output.effect);
          if (!handler) throw new Error(`No effect handler named ${output.effect}`);
          await handler(output, metadata);
        } else {
          const decider = this.options.deciders.get(output.streamType);
          if (!decider) throw new Error(`No decider registered for ${output.streamType} streams`);
          await this.options.executor.execute(decider, output.streamId, output.command, metadata);
        }
        return;
      } catch (error) {
        if (error instanceof DomainError) {
          this.refusals += 1;
          this.options.logger?.error('workflow output refused', {
            workflow,
            eventId: event.id,
            code: error.code,
            output: isEffect(output) ? output.effect : output.command.type,
          });
          return;
        }
        // Stopping: leave the event unchecked so that the next runner sends it again.
        if (this.stopping) throw error;
        this.options.logger?.error('workflow output failed; retrying', { workflow, eventId: event.id, attempt, error: String(error) });
        const base = this.options.retryDelayMs ?? 200;
        await new Promise((r) => setTimeout(r, Math.min(base * 2 ** Math.min(attempt, 6), 10_000)));
      }
    }
  }
}
