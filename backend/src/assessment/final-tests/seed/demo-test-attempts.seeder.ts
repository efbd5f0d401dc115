import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { PROGRESS_COLLECTION, testStream, type CourseTestDocument, type ProgressDocument } from '@khru/contracts';
import { deterministicEventId, type DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import { commandMetadata } from '../../../kernel/commands/command-metadata.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { loginDays } from '../../../kernel/seed/demo-history.js';
import { SeedRegistry, type SeedContext } from '../../../kernel/seed/seed-registry.js';
import { TestReadModels } from '../read/test-read-models.js';
import { testRecordDecider } from '../test-record/test-record.decider.js';
import { plannedAttempts, testedCompletions, type PlannedAttempt } from './test-attempt-plan.js';

/** What this seeder reads of `infra/seed/organisation.json`: the organisation's people. */
interface DemoOrganisationPeople {
  employees: { userId: string }[];
  hires: { people: { userId: string }[] }[];
}

/**
 * The final tests a few of the demo organisation's people took after completing a course (`test-attempt-plan.ts`), each start
 * and answer decided at its own instant on the person's test record; a pass gets its certificate from the
 * certificate workflows, as anyone's does. Runs once the study seeder's completions have reached the read models.
 */
@Injectable()
export class DemoTestAttemptsSeeder implements OnModuleInit {
  constructor(
    private readonly registry: SeedRegistry,
    private readonly executor: CommandExecutor,
    private readonly reads: TestReadModels,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  onModuleInit(): void {
    this.registry.register({ order: 85, name: 'demo test attempts', history: true, run: (context) => this.run(context) });
  }

  private async run(context: SeedContext): Promise<number> {
    const seed = await context.readJson<DemoOrganisationPeople>('organisation.json');
    const userIds = [...seed.employees, ...seed.hires.flatMap((wave) => wave.people)].map((person) => person.userId);
    // A course completes when the quiz-progress workflow acts on its passed quiz.
    await context.settled();
    const completed = await this.documents
      .collection<ProgressDocument>(PROGRESS_COLLECTION)
      .find({ userId: { $in: userIds }, completedAt: { $ne: null } })
      .toArray();
    const tests = new Map((await this.reads.definitions([...new Set(completed.map((p) => p.courseId))])).map((test) => [test._id, test]));
    const days = await loginDays(this.documents, userIds);
    const now = new Date();
    const tested = testedCompletions(
      completed.flatMap(({ userId, courseId, completedAt }) => (completedAt && tests.has(courseId) ? [{ userId, courseId, completedAt }] : [])),
    );
    let attempts = 0;
    for (const row of tested) {
      const test = tests.get(row.courseId)!;
      const planned = plannedAttempts(row, test, days.get(row.userId) ?? [], now);
      for (const [index, attempt] of planned.entries()) await this.take(row.userId, row.courseId, test, index, attempt);
      attempts += planned.length;
    }
    return attempts;
  }

  private async take(userId: string, courseId: string, definition: CourseTestDocument, index: number, attempt: PlannedAttempt): Promise<void> {
    const key = `seed:test:${userId}:${courseId}:${index}`;
    const attemptId = deterministicEventId(key, 0);
    const stream = testStream(userId, courseId);
    const meta = (step: string, at: string) => commandMetadata({ idempotencyKey: `${key}:${step}`, userId, now: new Date(at) });
    const { lang, startedAt: at, draw } = attempt;
    const start = { type: 'StartTest' as const, attemptId, userId, courseId, lang, definition, courseCompleted: true, draw, at };
    await this.executor.execute(testRecordDecider, stream, start, meta('start', at));
    for (const { questionId, optionId, at } of attempt.answers) {
      const answer = { type: 'AnswerTest' as const, attemptId, questionId, optionId, isEnd: false, definition, at };
      await this.executor.execute(testRecordDecider, stream, answer, meta(questionId, at));
    }
  }
}
