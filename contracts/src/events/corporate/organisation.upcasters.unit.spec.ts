import { describe, expect, it } from '@jest/globals';
import { EVENT_VERSIONS } from '../event-versions.js';

const assignment = { orgId: 'o1', assignmentId: 'a1', userIds: ['u1'], department: null, dueDate: null, by: 'hr', at: '2026-11-01T00:00:00.000Z' };

describe('organisation upcasters', () => {
  it('given a course assigned in version 1, then the assignment covers that course', () => {
    const item = { itemId: 'excel', isBundle: false };
    expect(EVENT_VERSIONS.upcast('CourseAssigned', { ...assignment, item })).toEqual({ data: { ...assignment, item, courseIds: ['excel'] }, version: 2 });
  });

  it('given a bundle assigned in version 1, then its courses are unknown: none', () => {
    const item = { itemId: 'data-path', isBundle: true };
    expect(EVENT_VERSIONS.upcast('CourseAssigned', { ...assignment, item })).toEqual({ data: { ...assignment, item, courseIds: [] }, version: 2 });
  });

  it('given a bundle assignment naming its courses, written before versions were recorded, then they stay', () => {
    const current = { ...assignment, item: { itemId: 'data-path', isBundle: true }, courseIds: ['sql', 'excel'] };
    expect(EVENT_VERSIONS.upcast('CourseAssigned', current)).toEqual({ data: current, version: 2 });
    expect(EVENT_VERSIONS.upcast('CourseAssigned', current, 2)).toBeNull();
  });
});
