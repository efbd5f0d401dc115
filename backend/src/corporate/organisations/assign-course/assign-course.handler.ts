import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BUNDLES_COLLECTION, COURSES_COLLECTION, organisationStream, type BundleDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { assertNoneMissing, missingIds } from '../../../kernel/read-models/assert-references.js';
import { newId } from '../new-ids.js';
import { organisationDecider } from '../organisation.decider.js';
import { AssignCourseCommand } from './assign-course.command.js';

/**
 * Assigns a course or bundle on sale (published) to named people or to a department's active
 * members, with an optional due date. Assigning reserves no credits: credits move when the person enrols.
 */
@CommandHandler(AssignCourseCommand)
export class AssignCourseHandler implements ICommandHandler<AssignCourseCommand, CommandResult & { assignmentId: string }> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ orgId, body, metadata }: AssignCourseCommand): Promise<CommandResult & { assignmentId: string }> {
    const item = { itemId: body.itemId, isBundle: body.isBundle };
    const missing = await missingIds(this.documents, item.isBundle ? BUNDLES_COLLECTION : COURSES_COLLECTION, [item.itemId], { status: 'published' });
    assertNoneMissing(
      [item],
      (i) => missing.has(i.itemId),
      () => 'itemId',
    );
    const courseIds = item.isBundle
      ? ((await this.documents.collection<BundleDocument>(BUNDLES_COLLECTION).findOne({ _id: item.itemId }))?.courseIds ?? [])
      : [item.itemId];
    const assignmentId = newId(metadata, 'assignment');
    const result = await this.executor.execute(
      organisationDecider,
      organisationStream(orgId),
      {
        type: 'AssignCourse',
        assignmentId,
        item,
        courseIds,
        userIds: body.userIds ?? null,
        department: body.department?.trim() || null,
        dueDate: body.dueDate ? new Date(body.dueDate).toISOString() : null,
        by: metadata.userId ?? 'system',
        at: metadata.now.toISOString(),
      },
      metadata,
    );
    return { ...result, assignmentId };
  }
}
