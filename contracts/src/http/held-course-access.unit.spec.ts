import { describe, expect, it } from '@jest/globals';
import { heldCourseAccess } from './user.types.js';

const now = new Date('2026-11-22T00:00:00.000Z');
const user = { purchasedCourseIds: ['ppv', 'old', 'free'], purchasedCoursesExpiry: { ppv: '2029-11-22T00:00:00.000Z', old: '2026-01-01T00:00:00.000Z' } };

describe('held course access', () => {
  it('answers the end of pay-per-view, no end for free courses, and nothing once ended or never held', () => {
    expect(heldCourseAccess(user, 'ppv', now)).toBe('2029-11-22T00:00:00.000Z');
    expect(heldCourseAccess(user, 'free', now)).toBeNull();
    expect(heldCourseAccess(user, 'old', now)).toBeUndefined();
    expect(heldCourseAccess(user, 'other', now)).toBeUndefined();
    expect(heldCourseAccess(null, 'ppv', now)).toBeUndefined();
  });
});
