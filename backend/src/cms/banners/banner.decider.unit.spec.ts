import { describe, expect, it } from '@jest/globals';
import type { BannerData, BannerEvent } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { bannerDecider } from './banner.decider.js';

const banner: BannerData = {
  bannerId: 'new-year',
  title: { en: 'New year, new skills', th: 'ปีใหม่ ทักษะใหม่' },
  subtitle: { en: 'Start today', th: 'เริ่มวันนี้' },
  imageUrl: { en: null, th: null },
  linkUrl: '/category?categoryId=all-categories',
  order: 1,
  active: true,
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2027-01-31T00:00:00.000Z',
};
const defined: BannerEvent = { type: 'BannerDefined', data: banner };
const when = givenWhen(bannerDecider);
const refusal = (result: unknown) => (result instanceof DomainError ? { code: result.code, fields: result.fields } : result);

describe('banner decider', () => {
  it('given nothing, when defined, then BannerDefined; defined again is ALREADY_EXIST', () => {
    expect(when([], { type: 'DefineBanner', ...banner })).toEqual([defined]);
    expect(refusal(when([defined], { type: 'DefineBanner', ...banner }))).toMatchObject({ code: 'ALREADY_EXIST' });
  });

  it('given a banner, when updated (for instance switched off), then BannerUpdated; an unknown banner is NOT_FOUND', () => {
    expect(when([defined], { type: 'UpdateBanner', ...banner, active: false })).toEqual([{ type: 'BannerUpdated', data: { ...banner, active: false } }]);
    expect(refusal(when([], { type: 'UpdateBanner', ...banner }))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('given nothing, when the window ends before it starts, then BAD_REQUEST on endsAt', () => {
    expect(refusal(when([], { type: 'DefineBanner', ...banner, endsAt: '2026-11-01T00:00:00.000Z' }))).toEqual({
      code: 'BAD_REQUEST',
      fields: [{ field: 'endsAt', code: 'BAD_REQUEST' }],
    });
  });
});
