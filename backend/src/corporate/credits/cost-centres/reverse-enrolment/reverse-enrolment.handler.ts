import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CREDIT_ENROLMENTS_COLLECTION, PROGRESS_COLLECTION, costCentreStream, type CreditEnrolmentDocument, type ProgressDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../../kernel/commands/command-result.js';
import { DOCUMENT_STORE } from '../../../../kernel/infrastructure/tokens.js';
import { costCentreDecider } from '../cost-centre.decider.js';
import { ReverseEnrolmentCommand } from './reverse-enrolment.command.js';

/**
 * Cancels an enrolment by credits within the reversal window and before the learner has studied any
 * of its courses: its credits come back (the enrolment workflow withdraws the access).
 */
@CommandHandler(ReverseEnrolmentCommand)
export class ReverseEnrolmentHandler implements ICommandHandler<ReverseEnrolmentCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ costCentreId, enrolmentId, metadata }: ReverseEnrolmentCommand): Promise<CommandResult> {
    return this.executor.execute(
      costCentreDecider,
      costCentreStream(costCentreId),
      { type: 'ReverseEnrolment', enrolmentId, started: await this.started(enrolmentId), by: metadata.userId ?? 'system', at: metadata.now.toISOString() },
      metadata,
    );
  }

  /** Whether the learner has any progress in a course the enrolment gave (an unknown enrolment is left to the decider). */
  private async started(enrolmentId: string): Promise<boolean> {
    const enrolment = await this.documents.collection<CreditEnrolmentDocument>(CREDIT_ENROLMENTS_COLLECTION).findOne({ _id: enrolmentId });
    if (!enrolment) return false;
    const progress = await this.documents
      .collection<ProgressDocument>(PROGRESS_COLLECTION)
      .findOne({ userId: enrolment.userId, courseId: { $in: enrolment.courseIds }, lastLessonId: { $ne: null } });
    return progress !== null;
  }
}
