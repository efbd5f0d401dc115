import { deterministicEventId } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import type { CommandMetadata } from '../../kernel/commands/command-metadata.js';

/**
 * The id of something a request creates (an organisation, a person, an assignment): derived from the
 * request's Idempotency-Key when it has one, so a retried request names the same ids; random otherwise.
 */
export const newId = (metadata: CommandMetadata, what: string): string =>
  metadata.idempotencyKey ? deterministicEventId(`${metadata.idempotencyKey}:${what}`, 0) : randomUUID();
