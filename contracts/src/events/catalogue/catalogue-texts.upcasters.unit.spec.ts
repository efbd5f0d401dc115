import { describe, expect, it } from '@jest/globals';
import { EVENT_VERSIONS } from '../event-versions.js';

const EMPTY = { en: '', th: '' };

describe('bundle upcasters', () => {
  const bundle = { bundleId: 'data-path', thumbnailUrl: { en: null, th: null }, isSingleCertificate: false, courseIds: ['sql', 'excel'] };

  it('given a definition or a revision of version 1, then its name and description are present, missing ones empty', () => {
    expect(EVENT_VERSIONS.upcast('BundleDefined', { ...bundle, name: { en: 'Data path' }, price: 1990 })).toEqual({
      data: { ...bundle, name: { en: 'Data path', th: '' }, description: EMPTY, price: 1990 },
      version: 2,
    });
    expect(EVENT_VERSIONS.upcast('BundleRevised', bundle)).toEqual({ data: { ...bundle, name: EMPTY, description: EMPTY }, version: 2 });
  });

  it('given one in the current shape, then it reads unchanged', () => {
    const current = { ...bundle, name: { en: 'Data path', th: 'เส้นทางข้อมูล' }, description: { en: 'Three courses', th: 'สามหลักสูตร' } };
    expect(EVENT_VERSIONS.upcast('BundleRevised', current)).toEqual({ data: current, version: 2 });
    expect(EVENT_VERSIONS.upcast('BundleRevised', current, 2)).toBeNull();
  });
});

describe('instructor upcasters', () => {
  const profile = {
    instructorId: 'kanya',
    firstName: 'Kanya',
    lastName: 'Thongdee',
    firstNameTh: 'กัญญา',
    lastNameTh: 'ทองดี',
    profileImageUrl: null,
    userId: null,
  };

  it('given a profile of version 1, then its headline and bio are present, missing ones empty', () => {
    for (const type of ['InstructorRegistered', 'InstructorProfileUpdated']) {
      expect(EVENT_VERSIONS.upcast(type, { ...profile, bio: { en: 'Analyst', th: 'นักวิเคราะห์' } })).toEqual({
        data: { ...profile, headline: EMPTY, bio: { en: 'Analyst', th: 'นักวิเคราะห์' } },
        version: 2,
      });
    }
  });
});

describe('job function upcasters', () => {
  it('given a job function of version 1, then its name and each sub-function are texts, missing ones empty', () => {
    for (const type of ['JobFunctionDefined', 'JobFunctionUpdated']) {
      expect(EVENT_VERSIONS.upcast(type, { jobFunctionId: 'finance', subFunctions: [{ en: 'Audit' }, []], order: 3 })).toEqual({
        data: { jobFunctionId: 'finance', name: EMPTY, subFunctions: [{ en: 'Audit', th: '' }, EMPTY], order: 3 },
        version: 2,
      });
    }
  });

  it('given one in the current shape, then it reads unchanged', () => {
    const current = { jobFunctionId: 'finance', name: { en: 'Finance', th: 'การเงิน' }, subFunctions: [{ en: 'Audit', th: 'ตรวจสอบ' }], order: 3 };
    expect(EVENT_VERSIONS.upcast('JobFunctionDefined', current)).toEqual({ data: current, version: 2 });
  });
});

describe('storefront upcasters', () => {
  const banner = { bannerId: 'sale', imageUrl: { en: null, th: null }, linkUrl: null, order: 1, active: true, startsAt: null, endsAt: null };
  const choice = { choiceId: 'picks', courseIds: ['excel'], order: 1, active: true };

  it('given a banner or a shelf of version 1, then its titles are present, missing ones empty', () => {
    for (const type of ['BannerDefined', 'BannerUpdated']) {
      expect(EVENT_VERSIONS.upcast(type, { ...banner, title: { en: 'Sale' } })).toEqual({
        data: { ...banner, title: { en: 'Sale', th: '' }, subtitle: EMPTY },
        version: 2,
      });
    }
    for (const type of ['ChoiceDefined', 'ChoiceUpdated'])
      expect(EVENT_VERSIONS.upcast(type, choice)).toEqual({ data: { ...choice, title: EMPTY }, version: 2 });
  });
});
