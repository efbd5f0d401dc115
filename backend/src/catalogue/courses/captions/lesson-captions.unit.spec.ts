import { describe, expect, it } from '@jest/globals';
import { lessonCaptions } from './lesson-captions.js';

describe("a video lesson's captions", () => {
  it('are the uploaded ones when the lesson has them, English first', () => {
    const lesson = { id: 'intro', videoUrl: 'media:course-media/a.mp4', captions: { th: '/api/files/captions/t.vtt', en: '/api/files/captions/e.vtt' } };
    expect(lessonCaptions(lesson)).toEqual([
      { lang: 'en', url: '/api/files/captions/e.vtt' },
      { lang: 'th', url: '/api/files/captions/t.vtt' },
    ]);
  });

  it('are only those given, when one language was uploaded', () => {
    expect(lessonCaptions({ id: 'intro', videoUrl: '/media/demo/lesson-welcome.mp4', captions: { th: '/api/files/captions/t.vtt' } })).toEqual([
      { lang: 'th', url: '/api/files/captions/t.vtt' },
    ]);
  });

  it('are the generated ones of a demo clip when none were uploaded', () => {
    expect(lessonCaptions({ id: 'c-welcome', videoUrl: '/media/demo/lesson-welcome.mp4' })).toEqual([
      { lang: 'en', url: '/api/files/captions/c-welcome/en.vtt' },
      { lang: 'th', url: '/api/files/captions/c-welcome/th.vtt' },
    ]);
    expect(lessonCaptions({ id: 'c-welcome', videoUrl: '/media/demo/lesson-welcome.mp4', captions: {} })).toHaveLength(2);
  });

  it('are none for an uploaded video without captions', () => {
    expect(lessonCaptions({ id: 'intro', videoUrl: 'media:course-media/a.mp4' })).toEqual([]);
  });
});
