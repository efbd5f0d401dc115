import { describe, expect, it } from '@jest/globals';
import { reportDayOf, type LessonData } from '@khru/contracts';
import { studyPlan, type StudyStep } from './study-plan.js';

const now = new Date('2026-11-18T06:00:00.000Z');
const video = (id: string, durationSeconds: number): LessonData => ({ id, kind: 'video', title: { en: id, th: id }, videoUrl: `/${id}.mp4`, durationSeconds });
const quiz: LessonData = {
  id: 'quiz',
  kind: 'quiz',
  title: { en: 'Quiz', th: 'แบบทดสอบ' },
  questions: ['q1', 'q2'].map((id) => ({
    id,
    kind: 'single' as const,
    text: { en: id, th: id },
    options: [
      { id: 'a', text: { en: 'a', th: 'a' } },
      { id: 'b', text: { en: 'b', th: 'b' } },
    ],
    correctOptionIds: ['b'],
    explanation: { en: '', th: '' },
  })),
};
const lessons = [video('welcome', 95), video('ideas', 140), video('practice', 185), video('summary', 110), quiz];
/** Two working days a week from January to now. */
const days = Array.from({ length: 320 }, (_, i) => reportDayOf(new Date(Date.UTC(2026, 0, 1 + i)))).filter((_, i) => i % 3 === 0);
const availableAt = '2026-02-10T03:00:00.000Z';
const plans = Array.from({ length: 60 }, (_, i) => studyPlan({ userId: `user-${i}`, courseId: 'course', availableAt }, lessons, days, now));
const instants = (steps: StudyStep[]) => steps.flatMap((s) => (s.kind === 'lesson' ? [s.at] : [s.startedAt, ...s.answers.map((a) => a.at)]));

describe('the demo organisation’s study of a course', () => {
  it('leaves some courses untouched, some part-way and completes the rest', () => {
    const completed = plans.filter((plan) => plan.at(-1)?.kind === 'quiz');
    const untouched = plans.filter((plan) => plan.length === 0);
    expect(completed.length).toBeGreaterThan(10);
    expect(untouched.length).toBeGreaterThan(5);
    expect(plans.length - completed.length - untouched.length).toBeGreaterThan(10);
  });

  it('completes a course by watching every video through in order, then answering the quiz right', () => {
    const plan = plans.find((p) => p.at(-1)?.kind === 'quiz')!;
    expect(plan.map((s) => (s.kind === 'lesson' ? s.lessonId : 'quiz'))).toEqual(['welcome', 'ideas', 'practice', 'summary', 'quiz']);
    const summary = plan[3]!;
    expect(summary).toMatchObject({ kind: 'lesson', position: 110, watched: [[0, 110]] });
    expect(plan.at(-1)).toMatchObject({
      answers: [
        { questionId: 'q1', optionIds: ['b'] },
        { questionId: 'q2', optionIds: ['b'] },
      ],
    });
  });

  it('leaves a course part-way with the next video begun and no quiz', () => {
    const plan = plans.find((p) => p.length > 0 && p.at(-1)?.kind !== 'quiz')!;
    const begun = plan.at(-1) as Extract<StudyStep, { kind: 'lesson' }>;
    const lesson = lessons.find((l) => l.id === begun.lessonId) as Extract<LessonData, { kind: 'video' }>;
    expect(begun.position).toBeGreaterThan(0);
    expect(begun.position).toBeLessThan(lesson.durationSeconds);
  });

  it('studies after the course was given, on days the person logged in, in time order and never later than now', () => {
    for (const plan of plans) {
      const at = instants(plan);
      expect([...at].sort()).toEqual(at);
      for (const instant of at) {
        expect(days).toContain(reportDayOf(instant));
        expect(reportDayOf(instant) > reportDayOf(availableAt)).toBe(true);
        expect(Date.parse(instant)).toBeLessThan(now.getTime());
      }
    }
  });

  it('plans the same study every time, and none without a login day to study on', () => {
    expect(studyPlan({ userId: 'user-3', courseId: 'course', availableAt }, lessons, days, now)).toEqual(plans[3]);
    for (let i = 0; i < 20; i++) expect(studyPlan({ userId: `user-${i}`, courseId: 'course', availableAt }, lessons, [], now)).toEqual([]);
  });
});
