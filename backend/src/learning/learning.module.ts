import { Global, Module } from '@nestjs/common';
import { COURSE_ACCESS } from '../kernel/course-access/course-access.port.js';
import { CourseHolders } from './course-access/course-holders.js';
import { AddNoteHandler } from './notes/add-note/add-note.handler.js';
import { DeleteNoteHandler } from './notes/delete-note/delete-note.handler.js';
import { EditNoteHandler } from './notes/edit-note/edit-note.handler.js';
import { ListNotesHandler } from './notes/list-notes/list-notes.handler.js';
import { NotesHttpController } from './notes/notes.http.controller.js';
import { DemoStudySeeder } from './demo-study/demo-study.seeder.js';
import { GetLearningSummaryHandler } from './progress/get-learning-summary/get-learning-summary.handler.js';
import { GetProgressHandler } from './progress/get-progress/get-progress.handler.js';
import { ProgressHttpController } from './progress/progress.http.controller.js';
import { ReportProgressHandler } from './progress/report-progress/report-progress.handler.js';
import { QuestionsModule } from './questions/questions.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { AnswerQuestionHandler } from './quizzes/answer-question/answer-question.handler.js';
import { GetAttemptHandler } from './quizzes/get-attempt/get-attempt.handler.js';
import { QuizWorkflows } from './quizzes/quiz-workflows.js';
import { QuizzesHttpController } from './quizzes/quizzes.http.controller.js';
import { StartAttemptHandler } from './quizzes/start-attempt/start-attempt.handler.js';

/**
 * Studying a course one holds: notes on its lessons, progress and learning time, quizzes, reviews, questions and answers.
 * Global only to lend who may study a course (COURSE_ACCESS) to assessment, which may not import it.
 */
@Global()
@Module({
  imports: [ReviewsModule, QuestionsModule],
  controllers: [NotesHttpController, ProgressHttpController, QuizzesHttpController],
  providers: [
    CourseHolders,
    { provide: COURSE_ACCESS, useExisting: CourseHolders },
    AddNoteHandler,
    EditNoteHandler,
    DeleteNoteHandler,
    ListNotesHandler,
    ReportProgressHandler,
    GetProgressHandler,
    GetLearningSummaryHandler,
    StartAttemptHandler,
    AnswerQuestionHandler,
    GetAttemptHandler,
    QuizWorkflows,
    DemoStudySeeder,
  ],
  exports: [COURSE_ACCESS],
})
export class LearningModule {}
