import { Command } from '@nestjs/cqrs';
import type { Role } from '@khru/contracts';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';

/** What a learner does with their membership: start the trial, subscribe now, cancel, resume. */
export class ChangeMembershipCommand extends Command<{ position: string | null }> {
  constructor(
    readonly action: 'trial' | 'subscribe' | 'cancel' | 'resume',
    readonly userId: string,
    readonly role: Role,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
