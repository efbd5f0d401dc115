import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CATEGORIES_COLLECTION, courseStream, INSTRUCTORS_COLLECTION, JOB_FUNCTIONS_COLLECTION, type CategoryDocument, type FieldError } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { courseDecider } from '../course.decider.js';
import { DraftCourseCommand } from './draft-course.command.js';

/**
 * Drafts a course after checking that its category (and sub-category), instructor and job function
 * exist in the catalogue; a missing one is NOT_EXIST_FOREIGN_KEY on that field.
 */
@CommandHandler(DraftCourseCommand)
export class DraftCourseHandler implements ICommandHandler<DraftCourseCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ payload, metadata }: DraftCourseCommand): Promise<CommandResult> {
    const missing: Omit<FieldError, 'message'>[] = [];
    const category = await this.documents.collection<CategoryDocument>(CATEGORIES_COLLECTION).findOne({ _id: payload.categoryId });
    if (!category) missing.push({ field: 'categoryId', code: 'NOT_EXIST_FOREIGN_KEY' });
    if (category && payload.subCategoryId && !category.subCategories.some((s) => s.id === payload.subCategoryId)) {
      missing.push({ field: 'subCategoryId', code: 'NOT_EXIST_FOREIGN_KEY' });
    }
    if (!(await this.documents.collection(INSTRUCTORS_COLLECTION).findOne({ _id: payload.instructorId })))
      missing.push({ field: 'instructorId', code: 'NOT_EXIST_FOREIGN_KEY' });
    if (payload.jobFunctionId && !(await this.documents.collection(JOB_FUNCTIONS_COLLECTION).findOne({ _id: payload.jobFunctionId }))) {
      missing.push({ field: 'jobFunctionId', code: 'NOT_EXIST_FOREIGN_KEY' });
    }
    if (missing.length > 0) throw new DomainError('NOT_EXIST_FOREIGN_KEY', missing);
    return this.executor.execute(courseDecider, courseStream(payload.courseId), payload, metadata);
  }
}
