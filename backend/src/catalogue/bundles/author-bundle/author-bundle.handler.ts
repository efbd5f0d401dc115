import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { bundleStream, COURSES_COLLECTION } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { assertReferencesExist } from '../../../kernel/read-models/assert-references.js';
import { bundleDecider } from '../bundle.decider.js';
import { AuthorBundleCommand } from './author-bundle.command.js';

/** Authors a bundle; its courses must be in the catalogue (NOT_EXIST_FOREIGN_KEY on each missing one). */
@CommandHandler(AuthorBundleCommand)
export class AuthorBundleHandler implements ICommandHandler<AuthorBundleCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ payload, metadata }: AuthorBundleCommand): Promise<CommandResult> {
    if (payload.type === 'DefineBundle' || payload.type === 'ReviseBundle') {
      await assertReferencesExist(this.documents, COURSES_COLLECTION, payload.courseIds, 'courseIds');
    }
    return this.executor.execute(bundleDecider, bundleStream(payload.bundleId), payload, metadata);
  }
}
