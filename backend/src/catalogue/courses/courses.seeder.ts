import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { COURSES_COLLECTION, type CourseDocument, type LocalizedText, type SectionData } from '@khru/contracts';
import type { DocumentStore, FileStore } from '@khru/platform';
import { isDeepStrictEqual } from 'node:util';
import { commandMetadata } from '../../kernel/commands/command-metadata.js';
import { DOCUMENT_STORE, FILE_STORE } from '../../kernel/infrastructure/tokens.js';
import { SeedRegistry, type SeedContext } from '../../kernel/seed/seed-registry.js';
import { AuthorCourseCommand } from './author-course/author-course.command.js';
import { courseArtwork } from './demo-course-artwork.js';
import { demoCurriculum, type DemoCourseShape } from './demo-curriculum.js';
import { readDemoQuiz } from './demo-quizzes.js';
import { DraftCourseCommand } from './draft-course/draft-course.command.js';

interface CoursesSeed {
  courses: ({
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
  } & DemoCourseShape)[];
}

/** Where a course's generated artwork is kept in the file store, and the URL it is served at. */
const artworkKey = (courseId: string) => `catalogue/courses/${courseId}.svg`;
const artworkUrl = (courseId: string) => `/api/files/${artworkKey(courseId)}`;

/**
 * Seeds, publishes and highlights the courses of `infra/seed/courses.json` once the catalogue they
 * refer to is readable, each with generated artwork, a curriculum of its own length and the quiz of
 * `infra/seed/quizzes/<id>.json`. Courses an earlier seed version drafted are revised to the same
 * artwork and curriculum.
 */
@Injectable()
export class CoursesSeeder implements OnModuleInit {
  constructor(
    private readonly registry: SeedRegistry,
    private readonly commands: CommandBus,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  onModuleInit(): void {
    this.registry.register({ order: 30, name: 'courses', run: (context) => this.run(context) });
  }

  private async run(context: SeedContext): Promise<number> {
    const { courses } = await context.readJson<CoursesSeed>('courses.json');
    await context.readModelsCaughtUp();
    const meta = (id: string, step: string) => commandMetadata({ idempotencyKey: `seed:course:${id}:${step}`, userId: 'system' });
    const curricula = new Map<string, SectionData[]>();
    for (const { id, lessons, lessonLength } of courses) curricula.set(id, demoCurriculum(id, { lessons, lessonLength }, await readDemoQuiz(context, id)));
    for (const { id, isHighlight, lessons: _lessons, lessonLength: _lessonLength, ...course } of courses) {
      await this.files.put(artworkKey(id), Buffer.from(courseArtwork(id, course.categoryId)), 'image/svg+xml');
      await this.commands.execute(
        new DraftCourseCommand(
          { type: 'DraftCourse', courseId: id, ...course, thumbnailUrl: artworkUrl(id), curriculum: curricula.get(id)! },
          meta(id, 'draft'),
        ),
      );
      const publish = meta(id, 'publish');
      await this.commands.execute(new AuthorCourseCommand({ type: 'PublishCourse', courseId: id, at: publish.now.toISOString() }, publish));
      if (isHighlight) await this.commands.execute(new AuthorCourseCommand({ type: 'SetCourseHighlight', courseId: id, isHighlight }, meta(id, 'highlight')));
    }
    await context.readModelsCaughtUp();
    const seeded = await this.documents
      .collection<CourseDocument>(COURSES_COLLECTION)
      .find({ _id: { $in: courses.map((c) => c.id) } })
      .toArray();
    const byId = new Map(seeded.map((doc) => [doc._id, doc]));
    for (const { id, isHighlight: _isHighlight, lessons: _lessons, lessonLength: _lessonLength, ...course } of courses) {
      const doc = byId.get(id);
      const curriculum = curricula.get(id)!;
      const { price: _price, ...details } = course;
      if (doc && doc.thumbnailUrl !== artworkUrl(id)) {
        await this.commands.execute(
          new AuthorCourseCommand({ type: 'ReviseCourseDetails', courseId: id, ...details, thumbnailUrl: artworkUrl(id) }, meta(id, 'artwork')),
        );
      }
      if (doc && !isDeepStrictEqual(doc.curriculum, curriculum))
        await this.commands.execute(new AuthorCourseCommand({ type: 'ReviseCurriculum', courseId: id, curriculum }, meta(id, 'curriculum-v7')));
    }
    return courses.length;
  }
}
