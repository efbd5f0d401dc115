import { describe, expect, it } from '@jest/globals';
import type { OrganisationEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { assignmentsProjection, evolveAssignment } from './assignments.projection.js';

const at = '2026-11-24T10:00:00.000Z';
const assigned: OrganisationEvent = {
  type: 'CourseAssigned',
  data: {
    orgId: 'o1',
    assignmentId: 'a1',
    item: { itemId: 'safe-driving', isBundle: false },
    courseIds: ['safe-driving'],
    userIds: ['u1', 'u4'],
    department: 'Operations',
    dueDate: '2026-12-31T16:59:59.000Z',
    by: 'oa1',
    at,
  },
};

describe('assignments projection', () => {
  it('given an assignment, then one document with the item, the people named then and the due date', () => {
    expect(evolveAssignment(null, recorded(assigned))).toEqual({
      _id: 'a1',
      orgId: 'o1',
      item: { itemId: 'safe-driving', isBundle: false },
      userIds: ['u1', 'u4'],
      department: 'Operations',
      dueDate: '2026-12-31T16:59:59.000Z',
      by: 'oa1',
      at,
    });
  });

  it('applied twice gives the same document', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(assignmentsProjection, [recorded(assigned)], 'a1');
    expect(once?.userIds).toEqual(['u1', 'u4']);
    expect(twice).toEqual(once);
  });
});
