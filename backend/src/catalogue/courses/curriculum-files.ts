import { MEDIA_REF_PREFIX, isMediaRef, type FieldError, type SectionData } from '@khru/contracts';
import type { FileStore } from '@khru/platform';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { CAPTION_LANGS } from './captions/demo-captions.js';

const PUBLIC_FILES = '/api/files/';

/** The stored file an address names: a private `media:` reference or a public file under /api/files; null for any other address. */
export function storedFileKey(url: string): string | null {
  if (isMediaRef(url)) return url.slice(MEDIA_REF_PREFIX.length);
  return url.startsWith(PUBLIC_FILES) ? url.slice(PUBLIC_FILES.length) : null;
}

/** Every address a curriculum plays or offers, with the request field it came from. */
export function curriculumAddresses(curriculum: SectionData[]): { field: string; url: string }[] {
  return curriculum.flatMap((section, s) =>
    section.lessons.flatMap((lesson, l) => {
      const at = `curriculum.${s}.lessons.${l}`;
      if (lesson.kind === 'resource') return [{ field: `${at}.resourceUrl`, url: lesson.resourceUrl }];
      if (lesson.kind !== 'video') return [];
      const captions = CAPTION_LANGS.flatMap((lang) => {
        const url = lesson.captions?.[lang];
        return url ? [{ field: `${at}.captions.${lang}`, url }] : [];
      });
      return [{ field: `${at}.videoUrl`, url: lesson.videoUrl }, ...captions];
    }),
  );
}

/**
 * Uploads come before the revision that uses them, so every stored file a curriculum names must be in the
 * store: a course never records a file its learners could not load. A missing one is NOT_EXIST_FOREIGN_KEY on its field.
 */
export async function assertCurriculumFiles(files: FileStore, curriculum: SectionData[]): Promise<void> {
  const stored = curriculumAddresses(curriculum).flatMap(({ field, url }) => {
    const key = storedFileKey(url);
    return key === null ? [] : [{ field, key }];
  });
  const found = await Promise.all(stored.map(async ({ key }) => (await files.stat(key)) !== null));
  const missing: Omit<FieldError, 'message'>[] = stored.filter((_, i) => !found[i]).map(({ field }) => ({ field, code: 'NOT_EXIST_FOREIGN_KEY' }));
  if (missing.length > 0) throw new DomainError('NOT_EXIST_FOREIGN_KEY', missing);
}
