import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import type { BundleCommand } from '../bundle.decider.js';

/** Any authoring step on a bundle: define, revise, price, publish, withdraw. */
export class AuthorBundleCommand extends Command<CommandResult> {
  constructor(
    readonly payload: BundleCommand,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}
