import { describe, expect, it } from 'vitest';
import { assignmentRequest } from './assignments.data-provider';

describe('an assignment request', () => {
  it('names the chosen course and people, with the due date at the end of that day in Bangkok', () => {
    expect(
      assignmentRequest({
        kind: 'course',
        courseId: 'forklift-safety',
        bundleId: 'ignored',
        target: 'people',
        userIds: ['u-1'],
        department: 'ignored',
        dueDate: '2026-07-31',
      }),
    ).toEqual({
      itemId: 'forklift-safety',
      isBundle: false,
      userIds: ['u-1'],
      dueDate: '2026-07-31T16:59:59.000Z',
    });
  });

  it('names the chosen bundle and department, without a due date when none was given', () => {
    expect(assignmentRequest({ kind: 'bundle', bundleId: 'warehouse-basics', target: 'department', department: ' Warehouse ', dueDate: null })).toEqual({
      itemId: 'warehouse-basics',
      isBundle: true,
      department: 'Warehouse',
    });
  });
});
