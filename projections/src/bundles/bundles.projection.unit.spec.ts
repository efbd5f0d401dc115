import { describe, expect, it } from '@jest/globals';
import { priceAt, type BundleDocument, type BundleEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { bundlesProjection, evolveBundle } from './bundles.projection.js';

const details = {
  bundleId: 'data-path',
  name: { en: 'Data path', th: 'เส้นทางข้อมูล' },
  description: { en: 'd', th: 'ค' },
  thumbnailUrl: { en: '/en.png', th: null },
  isSingleCertificate: false,
  courseIds: ['excel', 'sql'],
};
const defined: BundleEvent = { type: 'BundleDefined', data: { ...details, price: 1990 } };
const published: BundleEvent = { type: 'BundlePublished', data: { bundleId: 'data-path', at: '2026-11-02T00:00:00.000Z' } };
const revised: BundleEvent = {
  type: 'BundleRevised',
  data: { ...details, name: { en: 'Data analyst path', th: 'เส้นทางนักวิเคราะห์' }, courseIds: ['sql', 'excel', 'charts'] },
};
const repriced: BundleEvent = { type: 'BundlePriceChanged', data: { bundleId: 'data-path', price: 2490, effectiveFrom: '2026-12-01T00:00:00.000Z' } };

describe('bundles projection', () => {
  it('given a definition, then a draft with its course count, flattened names and first price', () => {
    const doc = evolveBundle(null, recorded(defined, { occurredAt: '2026-11-01T00:00:00.000Z' }));
    expect(doc).toMatchObject({
      _id: 'data-path',
      status: 'draft',
      courseCount: 2,
      nameEn: 'Data path',
      nameTh: 'เส้นทางข้อมูล',
      thumbnailUrl: { en: '/en.png', th: null },
    });
    expect(doc?.priceSchedule).toEqual([{ price: 1990, effectiveFrom: '2026-11-01T00:00:00.000Z' }]);
  });

  it('given a revision and a future price, then the new order and names, and the price changes on its date', () => {
    const doc = [
      recorded(defined, { occurredAt: '2026-11-01T00:00:00.000Z' }),
      recorded(published),
      recorded(revised),
      recorded(repriced),
    ].reduce<BundleDocument | null>(evolveBundle, null)!;
    expect(doc).toMatchObject({ status: 'published', courseIds: ['sql', 'excel', 'charts'], courseCount: 3, nameEn: 'Data analyst path' });
    expect(priceAt(doc.priceSchedule, new Date('2026-11-22T00:00:00Z'))).toBe(1990);
    expect(priceAt(doc.priceSchedule, new Date('2026-12-02T00:00:00Z'))).toBe(2490);
  });

  it('given a withdrawal, then unpublished; events for an unknown bundle create nothing', () => {
    expect(evolveBundle(null, recorded(published))).toBeNull();
    const doc = [
      recorded(defined),
      recorded(published),
      recorded({ type: 'BundleUnpublished', data: { bundleId: 'data-path', at: 'x' } } as BundleEvent),
    ].reduce<BundleDocument | null>(evolveBundle, null);
    expect(doc?.status).toBe('unpublished');
  });

  it('given a definition recorded before names were required, then a draft with empty flattened names', () => {
    const { name: _name, description: _description, ...partial } = details;
    const doc = evolveBundle(null, recorded({ type: 'BundleDefined', data: { ...partial, price: 1990 } } as unknown as BundleEvent));
    expect(doc).toMatchObject({ _id: 'data-path', status: 'draft', courseCount: 2, nameEn: '', nameTh: '' });
  });

  it('applied twice gives the same document', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(
      bundlesProjection,
      [recorded(defined), recorded(published), recorded(revised), recorded(repriced)],
      'data-path',
    );
    expect(once).not.toBeNull();
    expect(twice).toEqual(once);
  });
});
