import { describe, expect, it } from 'vitest';
import { shopView } from './use-shop-view';

describe('shopView', () => {
  it('shows a learner and a visitor the shop', () => {
    expect(shopView('MEMBER', [], 'kanya-thongdee')).toBe('shop');
    expect(shopView(null, [], 'kanya-thongdee')).toBe('shop');
  });

  it('shows every corporate role the organisation’s way in, on courses and bundles', () => {
    for (const role of ['B2B', 'ORG_ADMIN', 'HR'] as const) {
      expect(shopView(role, [], 'kanya-thongdee')).toBe('organisation');
      expect(shopView(role, [], null)).toBe('organisation');
    }
  });

  it('tells an instructor she teaches her own course, and sells her everyone else’s', () => {
    expect(shopView('INSTRUCTOR', ['kanya-thongdee'], 'kanya-thongdee')).toBe('teaching');
    expect(shopView('INSTRUCTOR', ['kanya-thongdee'], 'somchai-prasert')).toBe('shop');
    expect(shopView('INSTRUCTOR', ['kanya-thongdee'], null)).toBe('shop');
  });
});
