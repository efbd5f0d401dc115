import { Command } from '@nestjs/cqrs';
import type { ChargeWebhookEvent } from '@khru/platform';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

/** A verified provider notice about a charge. */
export class RecordPaymentCommand extends Command<{ position: string | null }> {
  constructor(
    readonly event: ChargeWebhookEvent,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
