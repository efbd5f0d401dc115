import { Module } from '@nestjs/common';
import { AnswerTestHandler } from './answer-test/answer-test.handler.js';
import { CourseTestsHttpController } from './course-test/course-tests.http.controller.js';
import { DefineCourseTestHandler } from './course-test/define-course-test/define-course-test.handler.js';
import { TestWorkflows } from './deadlines/test-workflows.js';
import { GetTestInfoHandler } from './get-test-info/get-test-info.handler.js';
import { ListMyTestsHandler } from './list-my-tests/list-my-tests.handler.js';
import { AttemptLookup } from './read/attempt-lookup.js';
import { TestReadModels } from './read/test-read-models.js';
import { CourseTestsSeeder } from './seed/course-tests.seeder.js';
import { DemoTestAttemptsSeeder } from './seed/demo-test-attempts.seeder.js';
import { StartTestHandler } from './start-test/start-test.handler.js';
import { TestsHttpController } from './tests.http.controller.js';

/** Courses' final tests: their definition, learners' attempts and results, and the deadlines that finish and reopen them (ADR 23). */
@Module({
  controllers: [TestsHttpController, CourseTestsHttpController],
  providers: [
    TestReadModels,
    AttemptLookup,
    DefineCourseTestHandler,
    StartTestHandler,
    AnswerTestHandler,
    GetTestInfoHandler,
    ListMyTestsHandler,
    TestWorkflows,
    CourseTestsSeeder,
    DemoTestAttemptsSeeder,
  ],
})
export class TestsModule {}
