import { describe, expect, it } from '@jest/globals';
import type { InstructorEvent, InstructorProfileData } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { evolveInstructor, instructorsProjection } from './instructors.projection.js';

const profile: InstructorProfileData = {
  instructorId: 'kanya',
  firstName: 'Kanya',
  lastName: 'Thongdee',
  firstNameTh: 'กันยา',
  lastNameTh: 'ทองดี',
  profileImageUrl: null,
  headline: { en: 'Data coach', th: 'โค้ชด้านข้อมูล' },
  bio: { en: 'Ten years of analytics.', th: 'ประสบการณ์ด้านการวิเคราะห์สิบปี' },
  userId: null,
};
const registered: InstructorEvent = { type: 'InstructorRegistered', data: profile };
const updated: InstructorEvent = { type: 'InstructorProfileUpdated', data: { ...profile, headline: { en: 'Analytics lead', th: 'หัวหน้าฝ่ายวิเคราะห์' } } };

describe('instructors projection', () => {
  it('given a registration then an update, then the profile is the latest and keeps its registration time', () => {
    const doc = evolveInstructor(
      evolveInstructor(null, recorded(registered, { occurredAt: '2026-11-01T00:00:00.000Z' })),
      recorded(updated, { occurredAt: '2026-11-05T00:00:00.000Z' }),
    );
    expect(doc).toMatchObject({
      _id: 'kanya',
      headline: { en: 'Analytics lead' },
      registeredAt: '2026-11-01T00:00:00.000Z',
      sortName: 'kanya thongdee กันยา ทองดี',
    });
  });

  it('applied twice gives the same document', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(instructorsProjection, [recorded(registered), recorded(updated)], 'kanya');
    expect(once).not.toBeNull();
    expect(twice).toEqual(once);
  });
});
