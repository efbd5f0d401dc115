import { describe, expect, it } from '@jest/globals';
import type { BundleDetailsData, BundleEvent } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
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
const when = givenWhen(bundleDecider);
const refusal = (result: unknown) => (result instanceof DomainError ? { code: result.code, fields: result.fields } : result);

describe('bundle decider', () => {
  describe('DefineBundle', () => {
    it('given nothing, then the bundle is defined with its courses in order and its price', () => {
      expect(when([], { type: 'DefineBundle', ...details, price: 2490 })).toEqual([defined]);
    });

    it('given a bundle, then ALREADY_EXIST', () => {
      expect(refusal(when([defined], { type: 'DefineBundle', ...details, price: 2490 }))).toMatchObject({ code: 'ALREADY_EXIST' });
    });

    it('given nothing, when a course is listed twice, then ALREADY_EXIST on courseIds', () => {
      expect(refusal(when([], { type: 'DefineBundle', ...details, courseIds: ['a', 'b', 'a'], price: 1 }))).toEqual({
        code: 'BAD_REQUEST',
        fields: [{ field: 'courseIds', code: 'ALREADY_EXIST' }],
      });
    });

    it('given nothing, when a bundle holds one course, then it must hold at least two', () => {
      expect(refusal(when([], { type: 'DefineBundle', ...details, courseIds: ['a'], price: 1 }))).toEqual({
        code: 'BAD_REQUEST',
        fields: [{ field: 'courseIds', code: 'BAD_REQUEST', rule: 'arrayMinSize', n: 2 }],
      });
    });

    it('given nothing, when a single certificate holds two courses, then it must hold exactly one', () => {
      expect(refusal(when([], { type: 'DefineBundle', ...details, isSingleCertificate: true, courseIds: ['a', 'b'], price: 1 }))).toEqual({
        code: 'BAD_REQUEST',
        fields: [{ field: 'courseIds', code: 'BAD_REQUEST', rule: 'arrayLength', n: 1 }],
      });
    });

    it.each([[-1], [10.5], [10_000_001]])('given nothing, when the price is %p, then IS_INT on price', (price) => {
      expect(refusal(when([], { type: 'DefineBundle', ...details, price }))).toEqual({ code: 'BAD_REQUEST', fields: [{ field: 'price', code: 'IS_INT' }] });
    });
  });

  describe('authoring an existing bundle', () => {
    it('given nothing, when anything but a definition, then NOT_FOUND', () => {
      expect(refusal(when([], { type: 'PublishBundle', bundleId: 'x', at }))).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('given a draft, when published, then published; published again changes nothing', () => {
      expect(when([defined], { type: 'PublishBundle', bundleId: details.bundleId, at })).toEqual([published]);
      expect(when([defined, published], { type: 'PublishBundle', bundleId: details.bundleId, at })).toEqual([]);
    });

    it('given a published bundle, when withdrawn, then unpublished; a draft cannot be withdrawn', () => {
      expect(when([defined, published], { type: 'UnpublishBundle', bundleId: details.bundleId, at })).toEqual([
        { type: 'BundleUnpublished', data: { bundleId: details.bundleId, at } },
      ]);
      expect(when([defined], { type: 'UnpublishBundle', bundleId: details.bundleId, at })).toEqual([]);
    });

    it('given a bundle, when revised with valid courses, then revised; with one course as a bundle, refused', () => {
      const revision = { ...details, courseIds: ['sql-basics', 'excel-basics'] };
      expect(when([defined], { type: 'ReviseBundle', ...revision })).toEqual([{ type: 'BundleRevised', data: revision }]);
      expect(refusal(when([defined], { type: 'ReviseBundle', ...details, courseIds: ['sql-basics'] }))).toMatchObject({ code: 'BAD_REQUEST' });
    });

    it('given a bundle, when the price changes, then the change is recorded with when it takes effect', () => {
      expect(when([defined], { type: 'ChangeBundlePrice', bundleId: details.bundleId, price: 1990, effectiveFrom: at })).toEqual([
        { type: 'BundlePriceChanged', data: { bundleId: details.bundleId, price: 1990, effectiveFrom: at } },
      ]);
      expect(refusal(when([defined], { type: 'ChangeBundlePrice', bundleId: details.bundleId, price: -5, effectiveFrom: at }))).toMatchObject({
        code: 'BAD_REQUEST',
      });
    });
  });
});
