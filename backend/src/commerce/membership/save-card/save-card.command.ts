import { Command } from '@nestjs/cqrs';
import type { CardSavedWebhookEvent } from '@khru/platform';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

/** The provider says a learner saved a card (the webhook of the card setup page). */
export class SaveCardCommand extends Command<void> {
  constructor(
    readonly event: CardSavedWebhookEvent,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
