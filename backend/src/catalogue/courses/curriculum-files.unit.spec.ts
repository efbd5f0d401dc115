import { describe, expect, it } from '@jest/globals';
import type { SectionData } from '@khru/contracts';
import type { FileStore } from '@khru/platform';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { assertCurriculumFiles, storedFileKey } from './curriculum-files.js';

const text = { en: 'x', th: 'x' };
const curriculum: SectionData[] = [
  { id: 'quiz-only', title: text, lessons: [{ id: 'q', kind: 'quiz', title: text, questions: [] }] },
  {
    id: 'start',
    title: text,
    lessons: [
      { id: 'demo', kind: 'video', title: text, videoUrl: '/media/demo/lesson-welcome.mp4', durationSeconds: 95 },
      {
        id: 'intro',
        kind: 'video',
        title: text,
        videoUrl: 'media:course-media/kept.mp4',
        durationSeconds: 8,
        captions: { en: '/api/files/captions/kept.vtt', th: '/api/files/captions/gone.vtt' },
      },
      { id: 'slides', kind: 'resource', title: text, resourceUrl: 'media:course-media/gone.pdf' },
      { id: 'link', kind: 'resource', title: text, resourceUrl: 'https://example.com/sheet.pdf' },
    ],
  },
];
/** A store holding only the files named. */
const storeWith = (...keys: string[]) => ({ stat: async (key: string) => (keys.includes(key) ? { size: 1, contentType: 'x' } : null) }) as unknown as FileStore;

describe('the stored files a curriculum names', () => {
  it('are its media references and public files; other addresses name none', () => {
    expect(storedFileKey('media:course-media/a.mp4')).toBe('course-media/a.mp4');
    expect(storedFileKey('/api/files/captions/a.vtt')).toBe('captions/a.vtt');
    expect(storedFileKey('/media/demo/lesson-welcome.mp4')).toBeNull();
    expect(storedFileKey('https://videos.example/a.mp4')).toBeNull();
  });

  it('must all be in the store: each missing one is NOT_EXIST_FOREIGN_KEY on its field', async () => {
    const refused = await assertCurriculumFiles(storeWith('course-media/kept.mp4', 'captions/kept.vtt'), curriculum).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'NOT_EXIST_FOREIGN_KEY',
      fields: [
        { field: 'curriculum.1.lessons.1.captions.th', code: 'NOT_EXIST_FOREIGN_KEY' },
        { field: 'curriculum.1.lessons.2.resourceUrl', code: 'NOT_EXIST_FOREIGN_KEY' },
      ],
    });
  });

  it('pass when every one is kept', async () => {
    const store = storeWith('course-media/kept.mp4', 'captions/kept.vtt', 'captions/gone.vtt', 'course-media/gone.pdf');
    await expect(assertCurriculumFiles(store, curriculum)).resolves.toBeUndefined();
  });
});
