import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  COURSES_COLLECTION,
  progressStream,
  quizAttemptStream,
  REPORT_ENROLMENTS_COLLECTION,
  type CourseDocument,
  type ReportEnrolmentDocument,
} from '@khru/contracts';
import { deterministicEventId, type DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../kernel/commands/command-executor.js';
import { commandMetadata } from '../../kernel/commands/command-metadata.js';
import { DOCUMENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { loginDays } from '../../kernel/seed/demo-history.js';
import { SeedRegistry, type SeedContext } from '../../kernel/seed/seed-registry.js';
import { courseLessons } from '../progress/course-lessons.js';
import { progressDecider } from '../progress/progress.decider.js';
import { quizAttemptDecider } from '../quizzes/quiz-attempt.decider.js';
import { quizOfCourse } from '../quizzes/quiz-of-course.js';
import { studyPlan, type StudyStep } from './study-plan.js';

/**
 * The demo organisation's people studying the courses assigned to them or paid for by credits (`study-plan.ts`), on
 * the days the logins seeder gave them: every report decided at its own instant through the progress and quiz
 * deciders, so a passed closing quiz completes the course through the quiz-progress workflow, as it does for anyone.
 */
@Injectable()
export class DemoStudySeeder implements OnModuleInit {
  constructor(
    private readonly registry: SeedRegistry,
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  onModuleInit(): void {
    this.registry.register({ order: 80, name: 'demo study', history: true, run: (context) => this.run(context) });
  }

  private async run(context: SeedContext): Promise<number> {
    const { organisation } = await context.readJson<{ organisation: { id: string } }>('organisation.json');
    await context.readModelsCaughtUp();
    const rows = await this.documents.collection<ReportEnrolmentDocument>(REPORT_ENROLMENTS_COLLECTION).find({ orgId: organisation.id }).toArray();
    const courses = await this.documents
      .collection<CourseDocument>(COURSES_COLLECTION)
      .find({ _id: { $in: [...new Set(rows.map((r) => r.courseId))] } })
      .toArray();
    const byId = new Map(courses.map((course) => [course._id, course]));
    const days = await loginDays(this.documents, [...new Set(rows.map((r) => r.userId))]);
    const now = new Date();
    const byPerson = new Map<string, ReportEnrolmentDocument[]>();
    for (const row of rows) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
    // One person's courses in turn; different people at once.
    const counts = await Promise.all(
      [...byPerson].map(async ([userId, own]) => {
        let steps = 0;
        for (const row of own) {
          const course = byId.get(row.courseId);
          const availableAt = [row.assignedAt, row.enrolledAt].filter((at): at is string => !!at).sort()[0];
          if (!course || !availableAt) continue;
          const plan = studyPlan(
            { userId, courseId: course._id, availableAt },
            course.curriculum.flatMap((s) => s.lessons),
            days.get(userId) ?? [],
            now,
          );
          await this.study(userId, course, plan);
          steps += plan.length;
        }
        return steps;
      }),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  }

  private async study(userId: string, course: CourseDocument, plan: StudyStep[]): Promise<void> {
    const courseId = course._id;
    const lessons = courseLessons(course);
    const meta = (step: string, at: string) => commandMetadata({ idempotencyKey: `seed:study:${userId}:${courseId}:${step}`, userId, now: new Date(at) });
    for (const step of plan) {
      if (step.kind === 'lesson') {
        const { lessonId, position, watched, at } = step;
        const command = { type: 'ReportProgress' as const, userId, courseId, lessonId, position, watched, lessons, at };
        await this.executor.execute(progressDecider, progressStream(userId, courseId), command, meta(lessonId, at));
        continue;
      }
      const { lessonId, startedAt } = step;
      const questions = quizOfCourse(course, lessonId) ?? [];
      const attemptId = deterministicEventId(`seed:study:${userId}:${courseId}:quiz`, 0);
      const stream = quizAttemptStream(attemptId);
      const start = { type: 'StartQuizAttempt' as const, attemptId, userId, courseId, lessonId, questions, at: startedAt };
      await this.executor.execute(quizAttemptDecider, stream, start, meta('quiz', startedAt));
      for (const { questionId, optionIds, at } of step.answers) {
        const answer = { type: 'AnswerQuizQuestion' as const, attemptId, userId, courseId, lessonId, questionId, optionIds, questions, at };
        await this.executor.execute(quizAttemptDecider, stream, answer, meta(`quiz:${questionId}`, at));
      }
    }
  }
}
