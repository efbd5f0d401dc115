import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { quizProblems } from './curriculum-rules.js';
import { demoQuizFile, toQuizQuestions, type DemoQuizFile } from './demo-quizzes.js';

const seedDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../infra/seed');
const courses = (JSON.parse(readFileSync(join(seedDir, 'courses.json'), 'utf8')) as { courses: { id: string }[] }).courses;
const read = (courseId: string) => JSON.parse(readFileSync(join(seedDir, demoQuizFile(courseId)), 'utf8')) as DemoQuizFile;
const texts = (t: { en: string; th: string }) => [t.en, t.th];

describe('the demo quizzes (infra/seed/quizzes)', () => {
  it('every course of courses.json has a quiz file', () => {
    expect(courses.filter((c) => !existsSync(join(seedDir, demoQuizFile(c.id)))).map((c) => c.id)).toEqual([]);
  });

  it.each(courses.map((c) => c.id))('%s: a quiz the course decider accepts, in the authors’ format', (courseId) => {
    const file = read(courseId);
    expect(file.courseId).toBe(courseId);
    expect(quizProblems(toQuizQuestions(file), 'questions')).toEqual([]);
    expect(file.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
    const multiple = file.questions.filter((q) => q.kind === 'multiple').length;
    expect(multiple).toBeGreaterThanOrEqual(1);
    expect(multiple).toBeLessThanOrEqual(2);
    for (const question of file.questions) {
      expect(['single', 'multiple']).toContain(question.kind);
      expect(question.options.map((o) => o.id)).toEqual(['a', 'b', 'c', 'd'].slice(0, question.options.length));
      expect(question.options.length).toBeGreaterThanOrEqual(3);
      const right = question.options.filter((o) => o.correct).length;
      if (question.kind === 'single') expect(right).toBe(1);
      else expect(right).toBeGreaterThanOrEqual(2);
      for (const text of texts(question.text)) expect(text.length).toBeGreaterThan(0);
      for (const text of texts(question.text)) expect(text.length).toBeLessThanOrEqual(200);
      for (const text of question.options.flatMap((o) => texts(o.text))) expect(text.length).toBeLessThanOrEqual(120);
      for (const text of texts(question.explanation)) expect(text.length).toBeGreaterThan(0);
      for (const text of texts(question.explanation)) expect(text.length).toBeLessThanOrEqual(300);
    }
  });
});
