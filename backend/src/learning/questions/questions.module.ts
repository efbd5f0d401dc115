import { Module } from '@nestjs/common';
import { CourseHolders } from '../../kernel/course-access/course-holders.js';
import { QaModerationHttpController } from './qa-moderation.http.controller.js';
import { QaSearchHttpController } from './qa-search.http.controller.js';
import { QaStandingReader } from './qa-standing.js';
import { QuestionsHttpController } from './questions.http.controller.js';
import { RepliesHttpController } from './replies.http.controller.js';

/** Questions and answers on the courses learners study, their moderation and their search. */
@Module({
  controllers: [QuestionsHttpController, RepliesHttpController, QaModerationHttpController, QaSearchHttpController],
  providers: [CourseHolders, QaStandingReader],
})
export class QuestionsModule {}
