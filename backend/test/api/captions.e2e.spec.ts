import { describe, expect, it } from '@jest/globals';
import type { CourseLearningResponse } from '@khru/contracts';
import { DEMO, bearer, login } from '../support/accounts.js';
import { useTestApp } from '../support/test-app.js';

/** A seeded course (infra/seed/courses.json) whose video lessons play the demo clips. */
const COURSE = 'work-life-balance';

/** A cue timestamp in whole milliseconds (no floating-point drift in the comparisons). */
const millis = (stamp: string) => {
  const [h, m, s] = stamp.split(':').map(Number) as [number, number, number];
  return Math.round((h * 3600 + m * 60 + s) * 1000);
};

/** The cues of a WebVTT file: start and end (ms) and text; throws on anything a browser would not read. */
function parseVtt(vtt: string): { start: number; end: number; text: string }[] {
  const [header, ...blocks] = vtt.trim().split(/\n\n+/);
  expect(header!.startsWith('WEBVTT')).toBe(true);
  return blocks.map((block) => {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    const match = /^(\d{2}:\d{2}:\d{2}\.\d{3}) --> (\d{2}:\d{2}:\d{2}\.\d{3})$/.exec(lines[timing] ?? '');
    if (!match) throw new Error(`not a cue: ${block}`);
    return { start: millis(match[1]!), end: millis(match[2]!), text: lines.slice(timing + 1).join('\n') };
  });
}

describe('lesson captions of the demo catalogue', () => {
  const { subject: app, http } = useTestApp('pglite');

  it('links English and Thai captions to each video lesson, written at seed time, narrating the lesson over its clip', async () => {
    const admin = await login(app(), DEMO.admin);
    const learning = (await http().get(`/api/coursesapi/course/${COURSE}/learning`).set(bearer(admin)).expect(200)).body as CourseLearningResponse;
    const lessons = learning.sections.flatMap((s) => s.lessons);
    const videos = lessons.filter((l) => l.kind === 'video');
    expect(videos.length).toBeGreaterThan(0);
    for (const lesson of lessons.filter((l) => l.kind !== 'video')) expect(lesson.captions).toEqual([]);
    for (const lesson of videos) {
      expect(lesson.captions.map((c) => c.lang)).toEqual(['en', 'th']);
      for (const { lang, url } of lesson.captions) {
        const response = await http().get(url).expect(200);
        expect(response.headers['content-type']).toMatch(/^text\/vtt/);
        const cues = parseVtt(response.text);
        expect(cues.length).toBeGreaterThanOrEqual(5);
        const title = lang === 'en' ? lesson.titleEn : lesson.titleTh;
        expect(cues.some((cue) => cue.text.includes(title))).toBe(true);
        expect(cues.some((cue) => cue.text.includes(lang === 'en' ? learning.titleEn : learning.titleTh))).toBe(true);
        for (const [i, cue] of cues.entries()) {
          expect(cue.end - cue.start).toBeGreaterThanOrEqual(3000);
          expect(cue.end - cue.start).toBeLessThanOrEqual(6000);
          expect(cue.end).toBeLessThanOrEqual(lesson.durationSeconds! * 1000);
          if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]!.end);
        }
        if (lang === 'th') expect(cues.some((cue) => /[\u0E00-\u0E7F]/.test(cue.text))).toBe(true);
      }
    }
  });
});
