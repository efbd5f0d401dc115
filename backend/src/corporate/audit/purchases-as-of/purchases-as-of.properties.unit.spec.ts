import { describe, expect, it } from '@jest/globals';
import type { AuditPurchasesResponse, CostCentreEvent, EntitlementEvent, ItemRef, OrderEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import fc from 'fast-check';
import { domainEventsOf } from '../events-as-of.js';
import { itemKey } from '../item-titles.js';
import { historyAsOf, type PurchaseStreams } from './purchase-streams.js';
import { purchasesAsOf, type PurchaseHistory } from './purchases-as-of.js';

// A learner's world as the store records it: each fact at its instant, and the workflows' reactions to it
// (the access an enrolment or a payment gives, a receipt) recorded some time later, in the order of the facts.

const LEARNER = 'u1';
const COLLEAGUE = 'u2';
const START = Date.parse('2026-09-01T00:00:00.000Z');
const MINUTE = 60_000;
const THREE_YEARS = 3 * 365 * 24 * 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

const COURSES: Record<string, string[]> = { excel: ['excel'], pdpa: ['pdpa'], 'office-pack': ['excel', 'word'] };
const itemOf = (itemId: string): ItemRef => ({ itemId, isBundle: itemId.endsWith('-pack') });
const TITLES = new Map(['excel', 'pdpa', 'word', 'office-pack'].map((id) => [itemKey(itemOf(id)), { en: `${id} (en)`, th: `${id} (th)` }] as const));

type Fact =
  | { kind: 'enrol'; userId: string; costCentreId: string; itemId: string }
  | { kind: 'reverse'; pick: number }
  | { kind: 'place'; itemId: string }
  | { kind: 'pay'; pick: number };

const factArb: fc.Arbitrary<Fact> = fc.oneof(
  fc.record({
    kind: fc.constant('enrol' as const),
    userId: fc.constantFrom(LEARNER, LEARNER, COLLEAGUE),
    costCentreId: fc.constantFrom('cc1', 'cc2'),
    itemId: fc.constantFrom(...Object.keys(COURSES)),
  }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('place' as const), itemId: fc.constantFrom(...Object.keys(COURSES)) }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
);
/** Minutes since the fact before; how many minutes later the workflows record their reaction (up to ten days, as a seed may). */
const stepArb = fc.record({ fact: factArb, gap: fc.integer({ min: 0, max: 3 * 24 * 60 }), lag: fc.integer({ min: 0, max: 10 * 24 * 60 }) });
const stepsArb = fc.array(stepArb, { maxLength: 25 });

/** A fact at its instant, what it is about made definite (which enrolment is reversed, which order paid). */
type TimedFact =
  | { kind: 'enrol'; at: number; lag: number; enrolmentId: string; userId: string; costCentreId: string; itemId: string }
  | { kind: 'reverse'; at: number; lag: number; enrolmentId: string; userId: string; costCentreId: string }
  | { kind: 'place'; at: number; orderId: string; itemId: string }
  | { kind: 'pay'; at: number; lag: number; orderId: string; itemId: string };

/** The steps as facts at their instants; a reversal or payment with nothing to act on did not happen. */
function factsOf(steps: { fact: Fact; gap: number; lag: number }[]): TimedFact[] {
  const facts: TimedFact[] = [];
  const enrolments: Extract<TimedFact, { kind: 'enrol' }>[] = [];
  const unpaid: Extract<TimedFact, { kind: 'place' }>[] = [];
  let clock = START;
  for (const [index, { fact, gap, lag }] of steps.entries()) {
    clock += gap * MINUTE;
    if (fact.kind === 'enrol') {
      const enrolment = { ...fact, at: clock, lag, enrolmentId: `e${index}` };
      enrolments.push(enrolment);
      facts.push(enrolment);
    }
    if (fact.kind === 'place') {
      const order = { kind: 'place' as const, at: clock, orderId: `o${index}`, itemId: fact.itemId };
      unpaid.push(order);
      facts.push(order);
    }
    if (fact.kind === 'reverse' && enrolments.length > 0) {
      const [{ enrolmentId, userId, costCentreId }] = enrolments.splice(fact.pick % enrolments.length, 1) as [Extract<TimedFact, { kind: 'enrol' }>];
      facts.push({ kind: 'reverse', at: clock, lag, enrolmentId, userId, costCentreId });
    }
    if (fact.kind === 'pay' && unpaid.length > 0) {
      const [{ orderId, itemId }] = unpaid.splice(fact.pick % unpaid.length, 1) as [Extract<TimedFact, { kind: 'place' }>];
      facts.push({ kind: 'pay', at: clock, lag, orderId, itemId });
    }
  }
  return facts;
}

let position = 0;
const recorded = (streamId: string, event: CostCentreEvent | EntitlementEvent | OrderEvent, occurredAt: number): RecordedEvent => {
  position += 1;
  return {
    id: `event-${position}`,
    streamId,
    streamPosition: 0,
    position: { commit: 1n, prepare: BigInt(position) },
    type: event.type,
    data: event.data as unknown as Record<string, unknown>,
    metadata: { correlationId: 'c', causationId: 'c', occurredAt: iso(occurredAt) },
    createdAt: iso(occurredAt),
  };
};

/** The grants a deduction or a payment gives, as the entitlement decider decides them. */
function grants(orderId: string, itemId: string, source: 'credits' | 'purchase', at: string): EntitlementEvent[] {
  const { isBundle } = itemOf(itemId);
  const expiresAt = iso(Date.parse(at) + THREE_YEARS);
  const courseSource = source === 'credits' ? 'credits' : isBundle ? 'bundle' : 'purchase';
  return [
    ...(isBundle ? [{ type: 'BundleOwned' as const, data: { userId: LEARNER, bundleId: itemId, orderId, at } }] : []),
    ...COURSES[itemId]!.map((courseId): EntitlementEvent => ({
      type: 'CourseAccessGranted',
      data: { userId: LEARNER, courseId, source: courseSource, orderId, bundleId: isBundle ? itemId : null, grantedAt: at, expiresAt },
    })),
  ];
}

/** What the store holds once these facts happened and every workflow has reacted to them. */
function record(facts: readonly TimedFact[]): PurchaseStreams {
  const costCentres = new Map<string, RecordedEvent[]>(
    ['cc1', 'cc2'].map((id) => {
      const opened: CostCentreEvent = {
        type: 'CostCentreOpened',
        data: {
          costCentreId: id,
          orgId: 'org1',
          code: id.toUpperCase(),
          name: `Centre ${id}`,
          unlimited: true,
          expiresAt: iso(START + THREE_YEARS),
          by: 'admin',
          at: iso(START - MINUTE),
        },
      };
      return [id, [recorded(`cost-centre-${id}`, opened, START - MINUTE)]];
    }),
  );
  const orders = new Map<string, RecordedEvent[]>();
  const entitlements: RecordedEvent[] = [];
  // The workflows react to the facts in order: a reaction is never recorded before an earlier one.
  let reacted = START;
  const react = (fact: { at: number; lag: number }, events: EntitlementEvent[]) => {
    reacted = Math.max(reacted, fact.at + fact.lag * MINUTE);
    entitlements.push(...events.map((event) => recorded(`entitlement-${LEARNER}`, event, reacted)));
  };
  const courseIdsOf = (enrolmentId: string) => {
    const enrolment = facts.find((f) => f.kind === 'enrol' && f.enrolmentId === enrolmentId) as Extract<TimedFact, { kind: 'enrol' }>;
    return { itemId: enrolment.itemId, courseIds: COURSES[enrolment.itemId]! };
  };
  for (const fact of facts) {
    const at = iso(fact.at);
    if (fact.kind === 'enrol') {
      const { enrolmentId, userId, costCentreId, itemId } = fact;
      const deducted: CostCentreEvent = {
        type: 'CreditsDeducted',
        data: { costCentreId, orgId: 'org1', enrolmentId, userId, ...itemOf(itemId), courseIds: COURSES[itemId]!, amount: 10, at },
      };
      costCentres.get(costCentreId)!.push(recorded(`cost-centre-${costCentreId}`, deducted, fact.at));
      if (userId === LEARNER) react(fact, grants(enrolmentId, itemId, 'credits', at));
    }
    if (fact.kind === 'reverse') {
      const { enrolmentId, userId, costCentreId } = fact;
      const reversed: CostCentreEvent = { type: 'CreditsReversed', data: { costCentreId, enrolmentId, userId, amount: 10, by: 'hr', at } };
      costCentres.get(costCentreId)!.push(recorded(`cost-centre-${costCentreId}`, reversed, fact.at));
      const { itemId, courseIds } = courseIdsOf(enrolmentId);
      if (userId === LEARNER)
        react(fact, [
          ...(itemOf(itemId).isBundle ? [{ type: 'BundleReleased' as const, data: { userId, bundleId: itemId, orderId: enrolmentId, at } }] : []),
          ...courseIds.map((courseId): EntitlementEvent => ({ type: 'CourseAccessRevoked', data: { userId, courseId, orderId: enrolmentId, at } })),
        ]);
    }
    if (fact.kind === 'place') {
      const { isBundle } = itemOf(fact.itemId);
      const line = {
        itemId: fact.itemId,
        isBundle,
        titleEn: `${fact.itemId} as sold`,
        titleTh: `${fact.itemId} ที่ขาย`,
        price: 100,
        courseIds: COURSES[fact.itemId]!,
      };
      const placed: OrderEvent = {
        type: 'OrderPlaced',
        data: { orderId: fact.orderId, userId: LEARNER, lines: [line], subtotal: 100, discount: 0, total: 100, voucherCode: null, placedAt: at },
      };
      orders.set(fact.orderId, [recorded(`order-${fact.orderId}`, placed, fact.at)]);
    }
    if (fact.kind === 'pay') {
      const paid: OrderEvent = {
        type: 'PaymentSucceeded',
        data: { orderId: fact.orderId, paymentId: 'p', providerEventId: `pe-${fact.orderId}`, amount: 100, paymentType: 'card', cardLast4: '4242', at },
      };
      const stream = orders.get(fact.orderId)!;
      stream.push(recorded(`order-${fact.orderId}`, paid, fact.at));
      react(fact, grants(fact.orderId, fact.itemId, 'purchase', at));
      // The receipt is the settlement workflow's too, recorded with the access it gives.
      stream.push(recorded(`order-${fact.orderId}`, { type: 'ReceiptIssued', data: { orderId: fact.orderId, receiptNo: `R-${fact.orderId}`, at } }, reacted));
    }
  }
  return { orders: [...orders.values()], costCentres: [...costCentres.values()], entitlements };
}

/** Every event recorded, none cut: the live answer's history. */
const whole = (streams: PurchaseStreams): PurchaseHistory => ({
  orders: streams.orders.map((events) => domainEventsOf<OrderEvent>(events)),
  costCentres: streams.costCentres.map((events) => domainEventsOf<CostCentreEvent>(events)),
  entitlements: domainEventsOf<EntitlementEvent>(streams.entitlements),
});

/** The answer as of `instant`, from the streams as recorded (reactions recorded after it included). */
const asOfAnswer = (streams: PurchaseStreams, instant: number) => purchasesAsOf(LEARNER, historyAsOf(streams, new Date(instant)), new Date(instant), TITLES);

/** An instant anywhere from before the first fact to after the last reaction. */
const instantIn = (facts: readonly TimedFact[], pick: number) => {
  const last = Math.max(START, ...facts.map((f) => f.at + ('lag' in f ? f.lag * MINUTE : 0)));
  return START - MINUTE + (pick % (last - START + 2 * MINUTE));
};

/** Access by credits and enrolments agree: each live enrolment gives its courses, and each such access has its live enrolment. */
function expectAccessFollowsEnrolments(answer: AuditPurchasesResponse) {
  const live = answer.enrolments.filter((e) => !e.reversed);
  const byCredits = answer.entitlements.filter((e) => e.source === 'credits');
  expect(byCredits.map((e) => `${e.orderId}:${e.courseId}`).sort()).toEqual(live.flatMap((e) => COURSES[e.itemId]!.map((c) => `${e.enrolmentId}:${c}`)).sort());
  for (const access of byCredits) expect(access.grantedAt).toBe(live.find((e) => e.enrolmentId === access.orderId)!.at);
  const paid = answer.orders.filter((o) => o.status === 'paid');
  expect(paid.every((o) => o.receiptNo === `R-${o.orderId}`)).toBe(true);
  expect([...new Set(answer.entitlements.filter((e) => e.source !== 'credits').map((e) => e.orderId))].sort()).toEqual(paid.map((o) => o.orderId).sort());
}

describe('a learner\u2019s purchases as of an instant, over generated histories', () => {
  it('given any history, when asked as of the current instant, then the answer is the live one, from every event recorded', () => {
    fc.assert(
      fc.property(stepsArb, (steps) => {
        const streams = record(factsOf(steps));
        const now = Math.max(
          START,
          ...[...streams.entitlements, ...streams.orders.flat(), ...streams.costCentres.flat()].map((e) => Date.parse(e.metadata.occurredAt)),
        );
        expect(asOfAnswer(streams, now)).toEqual(purchasesAsOf(LEARNER, whole(streams), new Date(now), TITLES));
      }),
      { numRuns: 200 },
    );
  });

  it('given any history, when asked as of any instant, then the answer is the live answer of the facts up to then, however late the workflows recorded their reactions', () => {
    fc.assert(
      fc.property(stepsArb, fc.nat(), (steps, pick) => {
        const facts = factsOf(steps);
        const instant = instantIn(facts, pick);
        const then = record(facts.filter((f) => f.at <= instant));
        expect(asOfAnswer(record(facts), instant)).toEqual(purchasesAsOf(LEARNER, whole(then), new Date(instant), TITLES));
      }),
      { numRuns: 300 },
    );
  });

  it('given any history, when asked as of any instant, then the access listed is the access the enrolments and paid orders listed give', () => {
    fc.assert(
      fc.property(stepsArb, fc.nat(), (steps, pick) => {
        const facts = factsOf(steps);
        expectAccessFollowsEnrolments(asOfAnswer(record(facts), instantIn(facts, pick)));
      }),
      { numRuns: 300 },
    );
  });

  it('given an enrolment whose access a seed recorded days later, when asked in between, then the enrolment and its access are both listed, by name', () => {
    const enrolledAt = START + 7 * 24 * 60 * MINUTE;
    const facts: TimedFact[] = [
      { kind: 'enrol', at: enrolledAt, lag: 90 * 24 * 60, enrolmentId: 'e1', userId: LEARNER, costCentreId: 'cc1', itemId: 'office-pack' },
    ];
    const answer = asOfAnswer(record(facts), enrolledAt + 60 * MINUTE);
    expect(answer.enrolments).toEqual([
      expect.objectContaining({ enrolmentId: 'e1', costCentreName: 'Centre cc1', title: { en: 'office-pack (en)', th: 'office-pack (th)' } }),
    ]);
    expect(answer.entitlements.map((e) => [e.courseId, e.title?.en, e.costCentreName])).toEqual([
      ['excel', 'excel (en)', 'Centre cc1'],
      ['word', 'word (en)', 'Centre cc1'],
    ]);
  });
});
