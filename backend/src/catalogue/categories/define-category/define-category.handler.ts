import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CATEGORIES_COLLECTION, categoryStream, type CategoryDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { categoryDecider } from '../category.decider.js';
import { DefineCategoryCommand } from './define-category.command.js';

/** Defines a category; its code must not be another category's (the lists and the search key on it). */
@CommandHandler(DefineCategoryCommand)
export class DefineCategoryHandler implements ICommandHandler<DefineCategoryCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ payload, metadata }: DefineCategoryCommand): Promise<CommandResult> {
    const sameCode = await this.documents.collection<CategoryDocument>(CATEGORIES_COLLECTION).findOne({ code: payload.code });
    if (sameCode && sameCode._id !== payload.categoryId) throw DomainError.badRequest([{ field: 'code', code: 'ALREADY_EXIST' }]);
    return this.executor.execute(categoryDecider, categoryStream(payload.categoryId), payload, metadata);
  }
}
