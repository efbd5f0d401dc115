import type { DomainEvent } from '../event.js';

/** Stream `seed-demo`: records which version of the demo data has been applied. */
export type DemoDataSeeded = DomainEvent<'DemoDataSeeded', { version: number; items: number }>;

export type SeedEvent = DemoDataSeeded;

export const SEED_STREAM = 'seed-demo';
