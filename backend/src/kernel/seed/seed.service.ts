import { Inject, Injectable, Logger } from '@nestjs/common';
import { SEED_STREAM, type DemoDataSeeded } from '@khru/contracts';
import { deterministicEventId, type EventStore, type RuntimeConfig } from '@khru/platform';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProjectionRunner } from '@khru/projections';
import { EVENT_STORE, PROJECTION_RUNNER, RUNTIME_CONFIG, SEED_DIR } from '../infrastructure/tokens.js';
import { WorkflowsLeader } from '../workflows/workflows-leader.js';
import { SeedRegistry, type SeedContext } from './seed-registry.js';

/** Bump when the demo data changes in a way existing data directories should receive. */
export const SEED_VERSION = 9;

const READ_MODEL_WAIT_MS = 30_000;

/**
 * Seeds the demo data on first start. Completion is recorded as an event; a start that was stopped
 * half-way runs the seeders again, and their idempotency keys keep anything from being added twice.
 */
@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly registry: SeedRegistry,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(SEED_DIR) private readonly seedDir: string,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    private readonly workflows: WorkflowsLeader,
  ) {}

  private readonly context: SeedContext = {
    readJson: async <T>(fileName: string) => JSON.parse(await readFile(join(this.seedDir, fileName), 'utf8')) as T,
    readModelsCaughtUp: async () => {
      const head = await this.events.headPosition();
      if (head && !(await this.runner.waitFor(head, READ_MODEL_WAIT_MS))) throw new Error('The read models did not catch up while seeding');
    },
    settled: () => this.settled(),
  };

  async seedIfNeeded(now: Date = new Date()): Promise<'seeded' | 'already' | 'disabled'> {
    if (!this.config.seed) return 'disabled';
    const history = await this.events.readStream(SEED_STREAM);
    if (history.some((e) => e.type === 'DemoDataSeeded' && (e.data as DemoDataSeeded['data']).version >= SEED_VERSION)) {
      return 'already';
    }
    let items = 0;
    for (const seeder of this.registry.all()) {
      if (seeder.history && !this.config.seedHistory) continue;
      const count = await seeder.run(this.context);
      this.logger.log(`seeded ${count} ${seeder.name}`);
      items += count;
    }
    await this.settled();
    const key = `seed:v${SEED_VERSION}:done`;
    const event: DemoDataSeeded = { type: 'DemoDataSeeded', data: { version: SEED_VERSION, items } };
    await this.events.append(
      SEED_STREAM,
      [{ id: deterministicEventId(key, 0), ...event, metadata: { correlationId: key, causationId: key, occurredAt: now.toISOString(), idempotencyKey: key } }],
      'any',
    );
    await this.settled();
    return 'seeded';
  }

  /**
   * Waits until what the seed caused has followed (the workflows' grants of seeded enrolments) and the
   * read models have it all, so a start answers with the demo data complete.
   */
  private async settled(): Promise<void> {
    await this.workflows.idle(READ_MODEL_WAIT_MS);
    await this.context.readModelsCaughtUp();
  }

  async logins(): Promise<string[]> {
    if (!this.config.seed) return [];
    const lines: string[] = [];
    for (const seeder of this.registry.all()) lines.push(...((await seeder.logins?.(this.context)) ?? []));
    return lines;
  }
}
