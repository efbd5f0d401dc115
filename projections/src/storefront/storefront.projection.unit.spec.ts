import { describe, expect, it } from '@jest/globals';
import type { BannerEvent, ChoiceEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { bannersProjection } from './banners.projection.js';
import { choicesProjection } from './choices.projection.js';

const banner = {
  bannerId: 'welcome',
  title: { en: 'Welcome', th: 'ยินดีต้อนรับ' },
  subtitle: { en: 'Learn', th: 'เรียน' },
  imageUrl: { en: null, th: null },
  linkUrl: '/category',
  order: 1,
  active: true,
  startsAt: null,
  endsAt: null,
};
const choice = { choiceId: 'picks', title: { en: 'Picks', th: 'แนะนำ' }, courseIds: ['a', 'b'], order: 1, active: true };

describe('storefront projections', () => {
  it('keep each banner as last authored, the same when applied twice', async () => {
    const events = [
      recorded({ type: 'BannerDefined', data: banner } as BannerEvent),
      recorded({ type: 'BannerUpdated', data: { ...banner, active: false } } as BannerEvent),
    ];
    const { once, twice } = await documentBeforeAndAfterReplay(bannersProjection, events, 'welcome');
    expect(once).toMatchObject({ _id: 'welcome', active: false, linkUrl: '/category' });
    expect(twice).toEqual(once);
  });

  it('keep each shelf with its courses in order, the same when applied twice', async () => {
    const events = [
      recorded({ type: 'ChoiceDefined', data: choice } as ChoiceEvent),
      recorded({ type: 'ChoiceUpdated', data: { ...choice, courseIds: ['b', 'c', 'a'] } } as ChoiceEvent),
    ];
    const { once, twice } = await documentBeforeAndAfterReplay(choicesProjection, events, 'picks');
    expect(once).toMatchObject({ _id: 'picks', courseIds: ['b', 'c', 'a'] });
    expect(twice).toEqual(once);
  });
});
