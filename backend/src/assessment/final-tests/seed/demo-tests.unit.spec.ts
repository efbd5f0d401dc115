import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { courseTestProblems } from '../course-test/course-test-rules.js';
import { DEMO_TESTS_INDEX, demoTestFile, toCourseTest, type DemoTestFile, type DemoTestsIndex } from './demo-tests.js';

const seedDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../../infra/seed');
const json = <T>(file: string) => JSON.parse(readFileSync(join(seedDir, file), 'utf8')) as T;
const { courseIds } = json<DemoTestsIndex>(DEMO_TESTS_INDEX);
const courses = new Set(json<{ courses: { id: string }[] }>('courses.json').courses.map((c) => c.id));
const bundles = json<{ bundles: { courseIds: string[] }[] }>('bundles.json').bundles;
const organisation = json<{ enrolments: { email: string; itemId: string; isBundle: boolean }[] }>('organisation.json');
const demoEmails = new Set(json<{ accounts: { email: string }[] }>('accounts.json').accounts.map((a) => a.email));

describe('the demo tests (infra/seed/final-tests)', () => {
  it('give a final test to every course of the bundles and every course a demo account is enrolled in', () => {
    const demoCourses = organisation.enrolments.filter((e) => demoEmails.has(e.email) && !e.isBundle).map((e) => e.itemId);
    const wanted = new Set([...bundles.flatMap((b) => b.courseIds), ...demoCourses]);
    expect([...wanted].filter((id) => !courseIds.includes(id))).toEqual([]);
    expect(courseIds.filter((id) => !courses.has(id))).toEqual([]);
    expect(courseIds.length).toBeGreaterThanOrEqual(12);
  });

  it.each(courseIds)('%s: twelve bilingual single-choice questions the test decider accepts', (courseId) => {
    const file = json<DemoTestFile>(demoTestFile(courseId));
    expect(file.courseId).toBe(courseId);
    const test = toCourseTest(file);
    expect(courseTestProblems(test)).toEqual([]);
    expect(test.questions.map((q) => q.id)).toEqual(Array.from({ length: 12 }, (_, i) => `t${i + 1}`));
    for (const question of file.questions) {
      expect(question.options.map((o) => o.id)).toEqual(['a', 'b', 'c', 'd']);
      expect(question.options.filter((o) => o.correct)).toHaveLength(1);
      expect(new Set(question.options.map((o) => o.text.en)).size).toBe(4);
      for (const text of [question.text.en, question.text.th]) expect(text.length).toBeLessThanOrEqual(200);
    }
    // Thai texts are written in Thai, not copied from the English (code and English phrases aside).
    const thai = file.questions.filter((q) => /[\u0E00-\u0E7F]/.test(q.text.th)).length;
    expect(thai).toBe(12);
  });
});
