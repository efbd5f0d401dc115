import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { LocalizedText } from '@khru/contracts';
import { commandMetadata } from '../../kernel/commands/command-metadata.js';
import { SeedRegistry, type SeedContext } from '../../kernel/seed/seed-registry.js';
import { AuthorCourseCommand } from './author-course/author-course.command.js';
import { demoCurriculum } from './demo-curriculum.js';
import { DraftCourseCommand } from './draft-course/draft-course.command.js';

interface CoursesSeed {
  courses: {
    id: string;
    categoryId: string;
    subCategoryId: string;
    instructorId: string;
    jobFunctionId: string | null;
    price: number;
    isHighlight: boolean;
    title: LocalizedText;
    description: LocalizedText;
    trainingStartsAt?: string;
  }[];
}

/** Seeds, publishes and highlights the courses of `infra/seed/courses.json` once the catalogue they refer to is readable. */
@Injectable()
export class CoursesSeeder implements OnModuleInit {
  constructor(
    private readonly registry: SeedRegistry,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.registry.register({ order: 30, name: 'courses', run: (context) => this.run(context) });
  }

  private async run(context: SeedContext): Promise<number> {
    const { courses } = await context.readJson<CoursesSeed>('courses.json');
    await context.readModelsCaughtUp();
    for (const { id, isHighlight, ...course } of courses) {
      const meta = (step: string) => commandMetadata({ idempotencyKey: `seed:course:${id}:${step}`, userId: 'system' });
      await this.commands.execute(new DraftCourseCommand({ type: 'DraftCourse', courseId: id, thumbnailUrl: null, ...course, curriculum: demoCurriculum(id) }, meta('draft')));
      const publish = meta('publish');
      await this.commands.execute(new AuthorCourseCommand({ type: 'PublishCourse', courseId: id, at: publish.now.toISOString() }, publish));
      if (isHighlight) await this.commands.execute(new AuthorCourseCommand({ type: 'SetCourseHighlight', courseId: id, isHighlight }, meta('highlight')));
    }
    return courses.length;
  }
}
