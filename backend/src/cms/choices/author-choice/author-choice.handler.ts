import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { choiceStream, COURSES_COLLECTION, type CourseDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
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
    const found = await this.documents.collection<CourseDocument>(COURSES_COLLECTION).find({ _id: { $in: payload.courseIds } }, { projection: { _id: 1 } }).toArray();
    const known = new Set(found.map((c) => c._id));
    const missing = payload.courseIds.flatMap((id, i) => (known.has(id) ? [] : [{ field: `courseIds.${i}`, code: 'NOT_EXIST_FOREIGN_KEY' as const }]));
    if (missing.length > 0) throw new DomainError('NOT_EXIST_FOREIGN_KEY', 400, missing);
    return this.executor.execute(choiceDecider, choiceStream(payload.choiceId), payload, metadata);
  }
}
