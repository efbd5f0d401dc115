import { Module } from '@nestjs/common';
import { CourseHolders } from '../course-access/course-holders.js';
import { AskQuestionHandler } from './ask-question/ask-question.handler.js';
import { DeleteQuestionHandler } from './delete-question/delete-question.handler.js';
import { DeleteReplyHandler } from './delete-reply/delete-reply.handler.js';
import { EditQuestionHandler } from './edit-question/edit-question.handler.js';
import { EditReplyHandler } from './edit-reply/edit-reply.handler.js';
import { ModerateQuestionHandler } from './moderate-question/moderate-question.handler.js';
import { ModerateReplyHandler } from './moderate-reply/moderate-reply.handler.js';
import { PostReplyHandler } from './post-reply/post-reply.handler.js';
import { QaModerationHttpController } from './qa-moderation.http.controller.js';
import { QaSearchHttpController } from './qa-search.http.controller.js';
import { QaStandingReader } from './qa-standing.js';
import { QuestionsHttpController } from './questions.http.controller.js';
import { RepliesHttpController } from './replies.http.controller.js';

/** Questions and answers on the courses learners study, their moderation and their search. */
@Module({
  controllers: [QuestionsHttpController, RepliesHttpController, QaModerationHttpController, QaSearchHttpController],
  providers: [
    CourseHolders,
    QaStandingReader,
    AskQuestionHandler,
    EditQuestionHandler,
    DeleteQuestionHandler,
    PostReplyHandler,
    EditReplyHandler,
    DeleteReplyHandler,
    ModerateQuestionHandler,
    ModerateReplyHandler,
  ],
})
export class QuestionsModule {}
