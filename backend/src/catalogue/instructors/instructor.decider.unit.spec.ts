import { describe, it } from '@jest/globals';
import type { InstructorEvent, InstructorProfileData } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { instructorDecider } from './instructor.decider.js';

const data: InstructorProfileData = {
  instructorId: 'kanya',
  firstName: 'Kanya',
  lastName: 'Thongdee',
  firstNameTh: 'กันยา',
  lastNameTh: 'ทองดี',
  profileImageUrl: null,
  headline: { en: 'Data coach', th: 'โค้ชด้านข้อมูล' },
  bio: { en: 'Bio', th: 'ประวัติ' },
  userId: null,
};
const registered: InstructorEvent = { type: 'InstructorRegistered', data };
const given = deciderSpec(instructorDecider);

describe('instructor decider', () => {
  it('given nothing, when registered, then the instructor exists', () => {
    given([])
      .when({ type: 'RegisterInstructor', ...data })
      .then([registered]);
  });

  it('given a registered instructor, when registered again, then ALREADY_EXIST', () => {
    given([registered])
      .when({ type: 'RegisterInstructor', ...data })
      .thenThrows('ALREADY_EXIST');
  });

  it('given a registered instructor, when the profile is updated, then the update is recorded', () => {
    const next = { ...data, headline: { en: 'Analytics lead', th: 'หัวหน้าฝ่ายวิเคราะห์' } };
    given([registered])
      .when({ type: 'UpdateInstructorProfile', ...next })
      .then([{ type: 'InstructorProfileUpdated', data: next }]);
  });

  it('given nothing, when the profile is updated, then NOT_FOUND', () => {
    given([])
      .when({ type: 'UpdateInstructorProfile', ...data })
      .thenThrows('NOT_FOUND');
  });
});
