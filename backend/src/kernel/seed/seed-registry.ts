import { Injectable } from '@nestjs/common';

/** What a seeder may use: the seed files, and a wait for the read models earlier seeders fed. */
export interface SeedContext {
  readJson<T>(fileName: string): Promise<T>;
  /** Resolves once the projections have applied every event appended so far. */
  readModelsCaughtUp(): Promise<void>;
  /** Resolves once the workflows have acted on every event appended so far and the read models have what they caused. */
  settled(): Promise<void>;
}

export interface Seeder {
  /** Seeders run in ascending order (catalogue before the things that refer to it). */
  order: number;
  name: string;
  /** Part of the demo organisation's history, left out when `SEED_HISTORY` is false. */
  history?: boolean;
  /** Must be idempotent: every command it sends carries an idempotency key derived from the seed data. */
  run(context: SeedContext): Promise<number>;
  /** Lines telling a newcomer how to log in as the demo accounts this seeder created. */
  logins?(context: SeedContext): Promise<string[]>;
}

/** Capabilities register their demo-data seeders here when their module starts. */
@Injectable()
export class SeedRegistry {
  private readonly seeders: Seeder[] = [];

  register(seeder: Seeder): void {
    this.seeders.push(seeder);
  }

  all(): readonly Seeder[] {
    return [...this.seeders].sort((a, b) => a.order - b.order);
  }
}
