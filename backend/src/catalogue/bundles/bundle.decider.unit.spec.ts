import { describe, it } from '@jest/globals';
import type { BundleDetailsData, BundleEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { bundleDecider } from './bundle.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const details: BundleDetailsData = {
  bundleId: 'data-analyst-path',
  name: { en: 'Data analyst path', th: 'เส้นทางนักวิเคราะห์ข้อมูล' },
  description: { en: 'Three courses.', th: 'สามคอร์ส' },
  thumbnailUrl: { en: null, th: null },
  isSingleCertificate: false,
  courseIds: ['excel-basics', 'sql-basics', 'dashboards'],
};
const defined: BundleEvent = { type: 'BundleDefined', data: { ...details, price: 2490 } };
const published: BundleEvent = { type: 'BundlePublished', data: { bundleId: details.bundleId, at } };
const given = deciderSpec(bundleDecider);

describe('bundle decider', () => {
  describe('DefineBundle', () => {
    it('given nothing, then the bundle is defined with its courses in order and its price', () => {
      given([])
        .when({ type: 'DefineBundle', ...details, price: 2490 })
        .then([defined]);
    });

    it('given a bundle, then ALREADY_EXIST', () => {
      given([defined])
        .when({ type: 'DefineBundle', ...details, price: 2490 })
        .thenThrows('ALREADY_EXIST');
    });

    it('given nothing, when a course is listed twice, then ALREADY_EXIST on courseIds', () => {
      given([])
        .when({ type: 'DefineBundle', ...details, courseIds: ['a', 'b', 'a'], price: 1 })
        .thenThrows('BAD_REQUEST', [{ field: 'courseIds', code: 'ALREADY_EXIST' }]);
    });

    it('given nothing, when a bundle holds one course, then it must hold at least two', () => {
      given([])
        .when({ type: 'DefineBundle', ...details, courseIds: ['a'], price: 1 })
        .thenThrows('BAD_REQUEST', [{ field: 'courseIds', code: 'BAD_REQUEST', rule: 'arrayMinSize', n: 2 }]);
    });

    it('given nothing, when a single certificate holds two courses, then it must hold exactly one', () => {
      given([])
        .when({ type: 'DefineBundle', ...details, isSingleCertificate: true, courseIds: ['a', 'b'], price: 1 })
        .thenThrows('BAD_REQUEST', [{ field: 'courseIds', code: 'BAD_REQUEST', rule: 'arrayLength', n: 1 }]);
    });

    it.each([[-1], [10.5], [10_000_001]])('given nothing, when the price is %p, then IS_INT on price', (price) => {
      given([])
        .when({ type: 'DefineBundle', ...details, price })
        .thenThrows('BAD_REQUEST', [{ field: 'price', code: 'IS_INT' }]);
    });
  });

  describe('authoring an existing bundle', () => {
    it('given nothing, when anything but a definition, then NOT_FOUND', () => {
      given([]).when({ type: 'PublishBundle', bundleId: 'x', at }).thenThrows('NOT_FOUND');
    });

    it('given a draft, when published, then published; published again changes nothing', () => {
      given([defined]).when({ type: 'PublishBundle', bundleId: details.bundleId, at }).then([published]);
      given([defined, published]).when({ type: 'PublishBundle', bundleId: details.bundleId, at }).thenNothing();
    });

    it('given a published bundle, when withdrawn, then unpublished; a draft cannot be withdrawn', () => {
      given([defined, published])
        .when({ type: 'UnpublishBundle', bundleId: details.bundleId, at })
        .then([{ type: 'BundleUnpublished', data: { bundleId: details.bundleId, at } }]);
      given([defined]).when({ type: 'UnpublishBundle', bundleId: details.bundleId, at }).thenNothing();
    });

    it('given a bundle, when revised with valid courses, then revised; with one course as a bundle, refused', () => {
      const revision = { ...details, courseIds: ['sql-basics', 'excel-basics'] };
      given([defined])
        .when({ type: 'ReviseBundle', ...revision })
        .then([{ type: 'BundleRevised', data: revision }]);
      given([defined])
        .when({ type: 'ReviseBundle', ...details, courseIds: ['sql-basics'] })
        .thenThrows('BAD_REQUEST');
    });

    it('given a bundle, when the price changes, then the change is recorded with when it takes effect', () => {
      given([defined])
        .when({ type: 'ChangeBundlePrice', bundleId: details.bundleId, price: 1990, effectiveFrom: at })
        .then([{ type: 'BundlePriceChanged', data: { bundleId: details.bundleId, price: 1990, effectiveFrom: at } }]);
      given([defined]).when({ type: 'ChangeBundlePrice', bundleId: details.bundleId, price: -5, effectiveFrom: at }).thenThrows('BAD_REQUEST');
    });
  });
});
