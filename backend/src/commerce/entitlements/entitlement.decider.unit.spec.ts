import { describe, expect, it } from '@jest/globals';
import type { EntitlementEvent, OrderLine } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { entitlementDecider, payPerViewEnd } from './entitlement.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const course: OrderLine = { itemId: 'git', isBundle: false, titleEn: 'Git', titleTh: 'Git', price: 690, courseIds: ['git'] };
const bundle: OrderLine = { itemId: 'pack', isBundle: true, titleEn: 'Pack', titleTh: 'Pack', price: 1390, courseIds: ['p1', 'p2'] };
const threeYears = '2029-11-22T10:00:00.000Z';
const granted = (courseId: string, source: 'purchase' | 'bundle' | 'credits', orderId: string, bundleId: string | null = null): EntitlementEvent => ({
  type: 'CourseAccessGranted',
  data: { userId: 'u1', courseId, source, orderId, bundleId, grantedAt: at, expiresAt: threeYears },
});
const owned = (bundleId: string, orderId: string | null): EntitlementEvent => ({ type: 'BundleOwned', data: { userId: 'u1', bundleId, orderId, at } });
const grantForOrder = (...lines: OrderLine[]) => ({ type: 'GrantForOrder' as const, userId: 'u1', orderId: 'o1', lines, at });
const paidCourseAndBundle = [
  granted('git', 'purchase', 'o1'),
  owned('pack', 'o1'),
  granted('p1', 'bundle', 'o1', 'pack'),
  granted('p2', 'bundle', 'o1', 'pack'),
];
const given = deciderSpec(entitlementDecider);

describe('entitlement decider', () => {
  it('gives pay-per-view access for three years', () => {
    expect(payPerViewEnd(at)).toBe('2029-11-22T10:00:00.000Z');
  });

  it('given a paid order, then each course, and every course of a bundle, for three years; the same order again grants nothing', () => {
    given([]).when(grantForOrder(course, bundle)).then(paidCourseAndBundle);
    given(paidCourseAndBundle).when(grantForOrder(course, bundle)).thenNothing();
  });

  it('given a free item, then access without end to what is not already held without end', () => {
    const free: EntitlementEvent = {
      type: 'CourseAccessGranted',
      data: { userId: 'u1', courseId: 'p1', source: 'free', orderId: null, bundleId: null, grantedAt: at, expiresAt: null },
    };
    given([free])
      .when({ type: 'GrantFree', userId: 'u1', line: { ...bundle, price: 0 }, at })
      .then([
        owned('pack', null),
        {
          type: 'CourseAccessGranted',
          data: { userId: 'u1', courseId: 'p2', source: 'free', orderId: null, bundleId: 'pack', grantedAt: at, expiresAt: null },
        },
      ]);
  });

  it('given a refunded order, then its grants are withdrawn, keeping what other grants give, once', () => {
    const free: EntitlementEvent = {
      type: 'CourseAccessGranted',
      data: { userId: 'u1', courseId: 'p1', source: 'free', orderId: null, bundleId: null, grantedAt: at, expiresAt: null },
    };
    const revoked: EntitlementEvent[] = [
      { type: 'BundleReleased', data: { userId: 'u1', bundleId: 'pack', orderId: 'o1', at } },
      { type: 'CourseAccessRevoked', data: { userId: 'u1', courseId: 'git', orderId: 'o1', at } },
      { type: 'CourseAccessRevoked', data: { userId: 'u1', courseId: 'p1', orderId: 'o1', at, remaining: null } },
      { type: 'CourseAccessRevoked', data: { userId: 'u1', courseId: 'p2', orderId: 'o1', at } },
    ];
    given([...paidCourseAndBundle, free])
      .when({ type: 'RevokeOrder', userId: 'u1', orderId: 'o1', at })
      .then(revoked);
    given([...paidCourseAndBundle, free, ...revoked])
      .when({ type: 'RevokeOrder', userId: 'u1', orderId: 'o1', at })
      .thenNothing();
    given([]).when({ type: 'RevokeOrder', userId: 'u1', orderId: 'o1', at }).thenNothing();
  });

  it('given a paid order of a course and a bundle, when the bundle line is refunded, then only the bundle and its courses are withdrawn, once', () => {
    const revoked: EntitlementEvent[] = [
      { type: 'BundleReleased', data: { userId: 'u1', orderId: 'o1', bundleId: 'pack', at } },
      { type: 'CourseAccessRevoked', data: { userId: 'u1', orderId: 'o1', courseId: 'p1', bundleId: 'pack', at } },
      { type: 'CourseAccessRevoked', data: { userId: 'u1', orderId: 'o1', courseId: 'p2', bundleId: 'pack', at } },
    ];
    given(paidCourseAndBundle).when({ type: 'RevokeOrderLine', userId: 'u1', orderId: 'o1', line: bundle, at }).then(revoked);
    given([...paidCourseAndBundle, ...revoked])
      .when({ type: 'RevokeOrderLine', userId: 'u1', orderId: 'o1', line: bundle, at })
      .thenNothing();
    given([...paidCourseAndBundle, ...revoked])
      .when({ type: 'RevokeOrderLine', userId: 'u1', orderId: 'o1', line: course, at })
      .then([{ type: 'CourseAccessRevoked', data: { userId: 'u1', orderId: 'o1', courseId: 'git', bundleId: null, at } }]);
  });

  it('given one order holding a course on its own and in a bundle, when one line is refunded, then the other line keeps the course, and loses it when refunded too', () => {
    const inPack: OrderLine = { ...bundle, courseIds: ['git', 'p2'] };
    const paid = [granted('git', 'purchase', 'o1'), owned('pack', 'o1'), granted('git', 'bundle', 'o1', 'pack'), granted('p2', 'bundle', 'o1', 'pack')];
    const alone: EntitlementEvent[] = [
      { type: 'CourseAccessRevoked', data: { userId: 'u1', orderId: 'o1', courseId: 'git', bundleId: null, at, remaining: threeYears } },
    ];
    given([]).when(grantForOrder(course, inPack)).then(paid);
    given(paid).when({ type: 'RevokeOrderLine', userId: 'u1', orderId: 'o1', line: course, at }).then(alone);
    given([...paid, ...alone])
      .when({ type: 'RevokeOrderLine', userId: 'u1', orderId: 'o1', line: inPack, at })
      .then([
        { type: 'BundleReleased', data: { userId: 'u1', orderId: 'o1', bundleId: 'pack', at } },
        { type: 'CourseAccessRevoked', data: { userId: 'u1', orderId: 'o1', courseId: 'git', bundleId: 'pack', at } },
        { type: 'CourseAccessRevoked', data: { userId: 'u1', orderId: 'o1', courseId: 'p2', bundleId: 'pack', at } },
      ]);
  });

  it('given an enrolment by credits, then the course, or the bundle and its courses, for three years as the enrolment; once per enrolment', () => {
    const enrolled = { type: 'GrantForEnrolment' as const, userId: 'u1', enrolmentId: 'e1', itemId: 'pack', isBundle: true, courseIds: ['p1', 'p2'], at };
    const byCredits = [owned('pack', 'e1'), granted('p1', 'credits', 'e1', 'pack'), granted('p2', 'credits', 'e1', 'pack')];
    given([]).when(enrolled).then(byCredits);
    given(byCredits).when(enrolled).thenNothing();
    given(byCredits)
      .when({ type: 'GrantForEnrolment', userId: 'u1', enrolmentId: 'e2', itemId: 'git', isBundle: false, courseIds: ['git'], at })
      .then([granted('git', 'credits', 'e2')]);
  });

  it('given an enrolment by credits, when it is reversed (revoked as its order), then what it granted is withdrawn, keeping other grants', () => {
    const paid = [granted('git', 'purchase', 'o1')];
    const enrolled = [owned('pack', 'e1'), granted('git', 'credits', 'e1', 'pack'), granted('p1', 'credits', 'e1', 'pack')];
    given([]).when(grantForOrder(course)).then(paid);
    given(paid)
      .when({ type: 'GrantForEnrolment', userId: 'u1', enrolmentId: 'e1', itemId: 'pack', isBundle: true, courseIds: ['git', 'p1'], at })
      .then(enrolled);
    given([...paid, ...enrolled])
      .when({ type: 'RevokeOrder', userId: 'u1', orderId: 'e1', at })
      .then([
        { type: 'BundleReleased', data: { userId: 'u1', bundleId: 'pack', orderId: 'e1', at } },
        { type: 'CourseAccessRevoked', data: { userId: 'u1', courseId: 'git', orderId: 'e1', at, remaining: '2029-11-22T10:00:00.000Z' } },
        { type: 'CourseAccessRevoked', data: { userId: 'u1', courseId: 'p1', orderId: 'e1', at } },
      ]);
  });
});
