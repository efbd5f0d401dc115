import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QUESTIONS_COLLECTION, replyStream, type QuestionDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { QaStandingReader } from '../qa-standing.js';
import { replyDecider } from '../reply.decider.js';
import { PostReplyCommand } from './post-reply.command.js';

/**
 * A reply goes on its own stream; the caller's standing and the question it answers (which must be there, not
 * deleted, in this course) are read from the read models, and the decider rules on them.
 */
@CommandHandler(PostReplyCommand)
export class PostReplyHandler implements ICommandHandler<PostReplyCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly standings: QaStandingReader,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ replyId, questionId, courseId, text, caller, metadata }: PostReplyCommand): Promise<CommandResult> {
    const [{ standing }, question] = await Promise.all([
      this.standings.of(caller, courseId, metadata.now),
      this.documents.collection<QuestionDocument>(QUESTIONS_COLLECTION).findOne({ _id: questionId }),
    ]);
    const command = {
      type: 'PostReply',
      replyId,
      questionId,
      courseId,
      userId: caller.userId,
      text,
      at: metadata.now.toISOString(),
      standing,
      question: question && { courseId: question.courseId, status: question.status, authorId: question.userId },
    } as const;
    return this.executor.execute(replyDecider, replyStream(replyId), command, metadata);
  }
}
