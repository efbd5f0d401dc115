import { describe, expect, it } from '@jest/globals';
import type { EntitlementEvent, OrderLine } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { entitlementDecider, payPerViewEnd } from './entitlement.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const course: OrderLine = { itemId: 'git', isBundle: false, titleEn: 'Git', titleTh: 'Git', price: 690, courseIds: ['git'] };
const bundle: OrderLine = { itemId: 'pack', isBundle: true, titleEn: 'Pack', titleTh: 'Pack', price: 1390, courseIds: ['p1', 'p2'] };
const when = givenWhen(entitlementDecider);

describe('entitlement decider', () => {
  it('gives pay-per-view access for three years', () => {
    expect(payPerViewEnd(at)).toBe('2029-11-22T10:00:00.000Z');
  });

  it('given a paid order, then each course, and every course of a bundle, for three years; the same order again grants nothing', () => {
    const events = when([], { type: 'GrantForOrder', userId: 'u1', orderId: 'o1', lines: [course, bundle], at }) as EntitlementEvent[];
    expect(
      events.map((e) =>
        e.type === 'CourseAccessGranted'
          ? `${e.data.courseId}:${e.data.source}:${e.data.expiresAt}`
          : e.type === 'BundleOwned'
            ? `bundle:${e.data.bundleId}`
            : e.type,
      ),
    ).toEqual(['git:purchase:2029-11-22T10:00:00.000Z', 'bundle:pack', 'p1:bundle:2029-11-22T10:00:00.000Z', 'p2:bundle:2029-11-22T10:00:00.000Z']);
    expect(when(events, { type: 'GrantForOrder', userId: 'u1', orderId: 'o1', lines: [course, bundle], at })).toEqual([]);
  });

  it('given a free item, then access without end to what is not already held without end', () => {
    const free: EntitlementEvent = {
      type: 'CourseAccessGranted',
      data: { userId: 'u1', courseId: 'p1', source: 'free', orderId: null, bundleId: null, grantedAt: at, expiresAt: null },
    };
    const events = when([free], { type: 'GrantFree', userId: 'u1', line: { ...bundle, price: 0 }, at }) as EntitlementEvent[];
    expect(events.map((e) => (e.type === 'CourseAccessGranted' ? e.data.courseId : 'bundle'))).toEqual(['bundle', 'p2']);
  });

  it('given a refunded order, then its grants are withdrawn, keeping what other grants give, once', () => {
    const paid = when([], { type: 'GrantForOrder', userId: 'u1', orderId: 'o1', lines: [course, bundle], at }) as EntitlementEvent[];
    const free: EntitlementEvent = {
      type: 'CourseAccessGranted',
      data: { userId: 'u1', courseId: 'p1', source: 'free', orderId: null, bundleId: null, grantedAt: at, expiresAt: null },
    };
    const revoked = when([...paid, free], { type: 'RevokeOrder', userId: 'u1', orderId: 'o1', at }) as EntitlementEvent[];
    expect(revoked).toEqual([
      { type: 'BundleReleased', data: { userId: 'u1', bundleId: 'pack', orderId: 'o1', at } },
      { type: 'CourseAccessRevoked', data: { userId: 'u1', courseId: 'git', orderId: 'o1', at } },
      { type: 'CourseAccessRevoked', data: { userId: 'u1', courseId: 'p1', orderId: 'o1', at, remaining: null } },
      { type: 'CourseAccessRevoked', data: { userId: 'u1', courseId: 'p2', orderId: 'o1', at } },
    ]);
    expect(when([...paid, free, ...revoked], { type: 'RevokeOrder', userId: 'u1', orderId: 'o1', at })).toEqual([]);
    expect(when([], { type: 'RevokeOrder', userId: 'u1', orderId: 'o1', at })).toEqual([]);
  });

  it('given a paid order of a course and a bundle, when the bundle line is refunded, then only the bundle and its courses are withdrawn, once', () => {
    const paid = when([], { type: 'GrantForOrder', userId: 'u1', orderId: 'o1', lines: [course, bundle], at }) as EntitlementEvent[];
    const revoked = when(paid, { type: 'RevokeOrderLine', userId: 'u1', orderId: 'o1', line: bundle, at }) as EntitlementEvent[];
    expect(revoked).toEqual([
      { type: 'BundleReleased', data: { userId: 'u1', orderId: 'o1', bundleId: 'pack', at } },
      { type: 'CourseAccessRevoked', data: { userId: 'u1', orderId: 'o1', courseId: 'p1', bundleId: 'pack', at } },
      { type: 'CourseAccessRevoked', data: { userId: 'u1', orderId: 'o1', courseId: 'p2', bundleId: 'pack', at } },
    ]);
    expect(when([...paid, ...revoked], { type: 'RevokeOrderLine', userId: 'u1', orderId: 'o1', line: bundle, at })).toEqual([]);
    expect(when([...paid, ...revoked], { type: 'RevokeOrderLine', userId: 'u1', orderId: 'o1', line: course, at })).toEqual([
      { type: 'CourseAccessRevoked', data: { userId: 'u1', orderId: 'o1', courseId: 'git', bundleId: null, at } },
    ]);
  });

  it('given one order holding a course on its own and in a bundle, when one line is refunded, then the other line keeps the course, and loses it when refunded too', () => {
    const inPack: OrderLine = { ...bundle, courseIds: ['git', 'p2'] };
    const paid = when([], { type: 'GrantForOrder', userId: 'u1', orderId: 'o1', lines: [course, inPack], at }) as EntitlementEvent[];
    const alone = when(paid, { type: 'RevokeOrderLine', userId: 'u1', orderId: 'o1', line: course, at }) as EntitlementEvent[];
    expect(alone).toEqual([
      { type: 'CourseAccessRevoked', data: { userId: 'u1', orderId: 'o1', courseId: 'git', bundleId: null, at, remaining: '2029-11-22T10:00:00.000Z' } },
    ]);
    expect(when([...paid, ...alone], { type: 'RevokeOrderLine', userId: 'u1', orderId: 'o1', line: inPack, at })).toEqual([
      { type: 'BundleReleased', data: { userId: 'u1', orderId: 'o1', bundleId: 'pack', at } },
      { type: 'CourseAccessRevoked', data: { userId: 'u1', orderId: 'o1', courseId: 'git', bundleId: 'pack', at } },
      { type: 'CourseAccessRevoked', data: { userId: 'u1', orderId: 'o1', courseId: 'p2', bundleId: 'pack', at } },
    ]);
  });

  it('given an enrolment by credits, then the course, or the bundle and its courses, for three years as the enrolment; once per enrolment', () => {
    const enrolled = { type: 'GrantForEnrolment' as const, userId: 'u1', enrolmentId: 'e1', itemId: 'pack', isBundle: true, courseIds: ['p1', 'p2'], at };
    const base = { userId: 'u1', orderId: 'e1', source: 'credits' as const, bundleId: 'pack', grantedAt: at, expiresAt: '2029-11-22T10:00:00.000Z' };
    const granted = when([], enrolled) as EntitlementEvent[];
    expect(granted).toEqual([
      { type: 'BundleOwned', data: { userId: 'u1', bundleId: 'pack', orderId: 'e1', at } },
      { type: 'CourseAccessGranted', data: { ...base, courseId: 'p1' } },
      { type: 'CourseAccessGranted', data: { ...base, courseId: 'p2' } },
    ]);
    expect(when(granted, enrolled)).toEqual([]);
    expect(when(granted, { type: 'GrantForEnrolment', userId: 'u1', enrolmentId: 'e2', itemId: 'git', isBundle: false, courseIds: ['git'], at })).toEqual([
      { type: 'CourseAccessGranted', data: { ...base, orderId: 'e2', bundleId: null, courseId: 'git' } },
    ]);
  });

  it('given an enrolment by credits, when it is reversed (revoked as its order), then what it granted is withdrawn, keeping other grants', () => {
    const paid = when([], { type: 'GrantForOrder', userId: 'u1', orderId: 'o1', lines: [course], at }) as EntitlementEvent[];
    const enrolled = when(paid, {
      type: 'GrantForEnrolment',
      userId: 'u1',
      enrolmentId: 'e1',
      itemId: 'pack',
      isBundle: true,
      courseIds: ['git', 'p1'],
      at,
    }) as EntitlementEvent[];
    expect(when([...paid, ...enrolled], { type: 'RevokeOrder', userId: 'u1', orderId: 'e1', at })).toEqual([
      { type: 'BundleReleased', data: { userId: 'u1', bundleId: 'pack', orderId: 'e1', at } },
      { type: 'CourseAccessRevoked', data: { userId: 'u1', courseId: 'git', orderId: 'e1', at, remaining: '2029-11-22T10:00:00.000Z' } },
      { type: 'CourseAccessRevoked', data: { userId: 'u1', courseId: 'p1', orderId: 'e1', at } },
    ]);
  });
});
