import { describe, expect, it } from '@jest/globals';
import type { InstructorEvent, InstructorProfileData } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
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
const when = givenWhen(instructorDecider);
const code = (result: unknown) => (result instanceof DomainError ? result.code : result);

describe('instructor decider', () => {
  it('given nothing, when registered, then the instructor exists', () => {
    expect(when([], { type: 'RegisterInstructor', ...data })).toEqual([registered]);
  });

  it('given a registered instructor, when registered again, then ALREADY_EXIST', () => {
    expect(code(when([registered], { type: 'RegisterInstructor', ...data }))).toBe('ALREADY_EXIST');
  });

  it('given a registered instructor, when the profile is updated, then the update is recorded', () => {
    const next = { ...data, headline: { en: 'Analytics lead', th: 'หัวหน้าฝ่ายวิเคราะห์' } };
    expect(when([registered], { type: 'UpdateInstructorProfile', ...next })).toEqual([{ type: 'InstructorProfileUpdated', data: next }]);
  });

  it('given nothing, when the profile is updated, then NOT_FOUND', () => {
    expect(code(when([], { type: 'UpdateInstructorProfile', ...data }))).toBe('NOT_FOUND');
  });
});
