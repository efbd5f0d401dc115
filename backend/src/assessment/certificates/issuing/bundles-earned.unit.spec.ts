import { describe, expect, it } from '@jest/globals';
import { bundlesEarned } from './bundles-earned.js';

const bundles = [
  { id: 'data', courseIds: ['sql', 'excel', 'python'] },
  { id: 'solo', courseIds: ['git'] },
  { id: 'empty', courseIds: [] },
];
const learner = (completed: string[], passed: string[] = [], withTest: string[] = []) => ({
  completedCourseIds: new Set(completed),
  passedCourseIds: new Set(passed),
  coursesWithTest: new Set(withTest),
});
const ids = (earned: { id: string }[]) => earned.map((b) => b.id);

describe('bundles earned', () => {
  it('earns a bundle when every course is completed and none has a test', () => {
    expect(ids(bundlesEarned(bundles, learner(['sql', 'excel', 'python'])))).toEqual(['data']);
  });

  it('does not earn a bundle while a course is not completed', () => {
    expect(ids(bundlesEarned(bundles, learner(['sql', 'excel'])))).toEqual([]);
  });

  it('asks for the test to be passed where a course has one, and for the course to be completed as well', () => {
    const all = ['sql', 'excel', 'python'];
    expect(ids(bundlesEarned(bundles, learner(all, [], ['sql'])))).toEqual([]);
    expect(ids(bundlesEarned(bundles, learner(all, ['sql'], ['sql'])))).toEqual(['data']);
    expect(ids(bundlesEarned(bundles, learner(['excel', 'python'], ['sql'], ['sql'])))).toEqual([]);
  });

  it('earns a bundle of one course, and never a bundle of none', () => {
    expect(ids(bundlesEarned(bundles, learner(['git'])))).toEqual(['solo']);
    expect(ids(bundlesEarned(bundles, learner(['git'], [], ['git'])))).toEqual([]);
  });
});
