import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { COURSES_COLLECTION, storedText, type CourseDocument } from '@khru/contracts';
import type { DocumentStore, FileStore } from '@khru/platform';
import { DOCUMENT_STORE, FILE_STORE } from '../../../kernel/infrastructure/tokens.js';
import { SeedRegistry, type SeedContext } from '../../../kernel/seed/seed-registry.js';
import { CAPTION_LANGS, captionsKey, demoClipKind, narrationCues, toWebVtt } from './demo-captions.js';

/** How many caption files are written at once. */
const PARALLEL_WRITES = 16;

/**
 * Writes English and Thai captions for every published lesson that plays a demo clip, after the
 * courses are seeded: generated from the course and lesson titles and the clip's length, so nothing
 * is committed and a rerun writes the same files.
 */
@Injectable()
export class CaptionsSeeder implements OnModuleInit {
  constructor(
    private readonly registry: SeedRegistry,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  onModuleInit(): void {
    this.registry.register({ order: 35, name: 'lesson captions', run: (context) => this.run(context) });
  }

  private async run(context: SeedContext): Promise<number> {
    await context.readModelsCaughtUp();
    const courses = await this.documents.collection<CourseDocument>(COURSES_COLLECTION).find({ status: 'published' }).toArray();
    const files: { key: string; vtt: string }[] = [];
    for (const course of courses) {
      const courseTitle = storedText(course.title);
      for (const lesson of course.curriculum.flatMap((section) => section.lessons ?? [])) {
        const kind = lesson.kind === 'video' ? demoClipKind(lesson.videoUrl) : null;
        if (lesson.kind !== 'video' || !kind) continue;
        for (const lang of CAPTION_LANGS) {
          const vtt = toWebVtt(lang, narrationCues(lang, courseTitle, storedText(lesson.title), kind, lesson.durationSeconds));
          files.push({ key: captionsKey(lesson.id, lang), vtt });
        }
      }
    }
    // A thousand small files: written a few at a time, not one after the other, so a first start does not wait on each.
    let next = 0;
    const writer = async () => {
      while (next < files.length) {
        const { key, vtt } = files[next++]!;
        await this.files.put(key, Buffer.from(vtt, 'utf8'), 'text/vtt; charset=utf-8');
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_WRITES }, writer));
    return files.length;
  }
}
