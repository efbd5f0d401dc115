import { newEventId } from '@khru/platform';
import type { CommandMetadata } from '../../kernel/commands/command-metadata.js';

/**
 * A new account's id: from the request's idempotency key when it has one, so a repeated request
 * names the same account and finds it opened instead of opening a second one (ADR 34).
 */
export const newAccountId = (email: string, metadata: CommandMetadata): string =>
  newEventId(metadata.idempotencyKey ? `account:${email}:${metadata.idempotencyKey}` : undefined, 0);
