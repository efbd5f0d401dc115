import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { commandMetadata } from '../../../kernel/commands/command-metadata.js';
import { SeedRegistry, type SeedContext } from '../../../kernel/seed/seed-registry.js';
import { DefineCourseTestCommand } from '../course-test/define-course-test/define-course-test.command.js';
import { DEMO_TESTS_INDEX, demoTestFile, toCourseTest, type DemoTestFile, type DemoTestsIndex } from './demo-tests.js';

/**
 * Defines the final tests of `infra/seed/final-tests/` for the demo courses, one command per course after the courses
 * are readable. The idempotency key carries a hash of the file, so seeding again appends nothing while an edited
 * file is defined anew (and the decider skips a definition equal to the current one).
 */
@Injectable()
export class CourseTestsSeeder implements OnModuleInit {
  constructor(
    private readonly registry: SeedRegistry,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.registry.register({ order: 45, name: 'course tests', run: (context) => this.run(context) });
  }

  private async run(context: SeedContext): Promise<number> {
    const { courseIds } = await context.readJson<DemoTestsIndex>(DEMO_TESTS_INDEX);
    await context.readModelsCaughtUp();
    for (const courseId of courseIds) {
      const file = await context.readJson<DemoTestFile>(demoTestFile(courseId));
      if (file.courseId !== courseId) throw new Error(`${demoTestFile(courseId)} is the test of ${file.courseId}`);
      const { courseId: _courseId, ...test } = toCourseTest(file);
      const version = createHash('sha256').update(JSON.stringify(test)).digest('hex').slice(0, 16);
      const metadata = commandMetadata({ idempotencyKey: `seed:course-test:${courseId}:${version}`, userId: 'system' });
      await this.commands.execute(new DefineCourseTestCommand(courseId, test, metadata));
    }
    return courseIds.length;
  }
}
