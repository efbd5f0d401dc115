import { describe, it } from '@jest/globals';
import type { BannerData, BannerEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
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
const given = deciderSpec(bannerDecider);

describe('banner decider', () => {
  it('given nothing, when defined, then BannerDefined; defined again is ALREADY_EXIST', () => {
    given([])
      .when({ type: 'DefineBanner', ...banner })
      .then([defined]);
    given([defined])
      .when({ type: 'DefineBanner', ...banner })
      .thenThrows('ALREADY_EXIST');
  });

  it('given a banner, when updated (for instance switched off), then BannerUpdated; an unknown banner is NOT_FOUND', () => {
    given([defined])
      .when({ type: 'UpdateBanner', ...banner, active: false })
      .then([{ type: 'BannerUpdated', data: { ...banner, active: false } }]);
    given([])
      .when({ type: 'UpdateBanner', ...banner })
      .thenThrows('NOT_FOUND');
  });

  it('given nothing, when the window ends before it starts, then BAD_REQUEST on endsAt', () => {
    given([])
      .when({ type: 'DefineBanner', ...banner, endsAt: '2026-11-01T00:00:00.000Z' })
      .thenThrows('BAD_REQUEST', [{ field: 'endsAt', code: 'BAD_REQUEST' }]);
  });
});
