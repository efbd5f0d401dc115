import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { choiceStream, COURSES_COLLECTION } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { assertReferencesExist } from '../../../kernel/read-models/assert-references.js';
import { choiceDecider } from '../choice.decider.js';
import { AuthorChoiceCommand } from './author-choice.command.js';

/** Authors a shelf; every course on it must be in the catalogue (NOT_EXIST_FOREIGN_KEY on each missing one). */
@CommandHandler(AuthorChoiceCommand)
export class AuthorChoiceHandler implements ICommandHandler<AuthorChoiceCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ payload, metadata }: AuthorChoiceCommand): Promise<CommandResult> {
    await assertReferencesExist(this.documents, COURSES_COLLECTION, payload.courseIds, 'courseIds');
    return this.executor.execute(choiceDecider, choiceStream(payload.choiceId), payload, metadata);
  }
}
