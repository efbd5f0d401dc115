import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { bundleStream, COURSES_COLLECTION, type CourseDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
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
      const found = await this.documents
        .collection<CourseDocument>(COURSES_COLLECTION)
        .find({ _id: { $in: payload.courseIds } }, { projection: { _id: 1 } })
        .toArray();
      const known = new Set(found.map((c) => c._id));
      const missing = payload.courseIds.flatMap((id, i) => (known.has(id) ? [] : [{ field: `courseIds.${i}`, code: 'NOT_EXIST_FOREIGN_KEY' as const }]));
      if (missing.length > 0) throw new DomainError('NOT_EXIST_FOREIGN_KEY', 400, missing);
    }
    return this.executor.execute(bundleDecider, bundleStream(payload.bundleId), payload, metadata);
  }
}
