import type { AuditPurchasesResponse, CostCentreEvent, EntitlementEvent, OrderEvent } from '@khru/contracts';

type AuditOrder = AuditPurchasesResponse['orders'][number];
type AuditEnrolment = AuditPurchasesResponse['enrolments'][number];
type AuditEntitlement = AuditPurchasesResponse['entitlements'][number];

/** What a learner's streams held at an instant, each already cut at that instant. */
export interface PurchaseHistory {
  /** Each order's events (an order not placed yet has none). */
  orders: readonly (readonly OrderEvent[])[];
  /** Each cost centre's ledger of the learner's organisation. */
  costCentres: readonly (readonly CostCentreEvent[])[];
  entitlements: readonly EntitlementEvent[];
}

/** Once paid or paid back, a late failure or expiry of the checkout changes nothing. */
const settled = (status: string) => status === 'paid' || status === 'refunded';

/** One order as it stood after its events: null when it was not placed (or is someone else's). */
export function orderAsOf(events: readonly OrderEvent[], userId: string): AuditOrder | null {
  let order: AuditOrder | null = null;
  const refundedItems = new Set<string>();
  for (const event of events) {
    if (event.type === 'OrderPlaced') {
      const { orderId, total, placedAt, lines } = event.data;
      if (event.data.userId !== userId) return null;
      order = { orderId, status: 'placed', total, placedAt, lines: lines.map(({ itemId, isBundle, price }) => ({ itemId, isBundle, price })) };
      continue;
    }
    if (!order) continue;
    switch (event.type) {
      case 'PaymentRequested':
        if (!settled(order.status)) order = { ...order, status: 'awaiting-payment' };
        break;
      case 'PaymentSucceeded':
        order = { ...order, status: 'paid' };
        break;
      case 'PaymentFailed':
        if (!settled(order.status)) order = { ...order, status: 'failed' };
        break;
      case 'OrderExpired':
        if (!settled(order.status)) order = { ...order, status: 'expired' };
        break;
      case 'OrderRefunded':
        order = { ...order, status: 'refunded' };
        break;
      case 'OrderLineRefunded':
        refundedItems.add(event.data.itemId);
        if (order.lines.every((l) => refundedItems.has(l.itemId))) order = { ...order, status: 'refunded' };
        break;
      default:
        break;
    }
  }
  return order;
}

/** The learner's enrolments by credits in these ledgers, each marked when its credits were given back. */
export function creditEnrolmentsOf(ledgers: readonly (readonly CostCentreEvent[])[], userId: string): AuditEnrolment[] {
  const enrolments = new Map<string, AuditEnrolment>();
  for (const event of ledgers.flat()) {
    if (event.type === 'CreditsDeducted' && event.data.userId === userId) {
      const { enrolmentId, costCentreId, itemId, isBundle, amount, at } = event.data;
      enrolments.set(enrolmentId, { enrolmentId, costCentreId, itemId, isBundle, credits: amount, at, reversed: false });
    }
    if (event.type === 'CreditsReversed') {
      const enrolment = enrolments.get(event.data.enrolmentId);
      if (enrolment) enrolments.set(enrolment.enrolmentId, { ...enrolment, reversed: true });
    }
  }
  return [...enrolments.values()].sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The grants the learner held at `asOf`: each grant of a course with its source and end, less those
 * withdrawn (a refunded order or line) and those that had ended by then.
 */
export function entitlementsAsOf(events: readonly EntitlementEvent[], asOf: Date): AuditEntitlement[] {
  let grants: (AuditEntitlement & { bundleId: string | null })[] = [];
  for (const event of events) {
    if (event.type === 'CourseAccessGranted') {
      const { courseId, source, orderId, bundleId, grantedAt, expiresAt } = event.data;
      grants.push({ courseId, source, orderId, bundleId: bundleId ?? null, grantedAt, expiresAt });
    }
    if (event.type === 'CourseAccessRevoked') {
      const { courseId, orderId, bundleId } = event.data;
      // Without `bundleId` (before line refunds) every grant of the order for the course goes.
      grants = grants.filter((g) => !(g.courseId === courseId && g.orderId === orderId && (bundleId === undefined || g.bundleId === bundleId)));
    }
  }
  const at = asOf.toISOString();
  return grants
    .filter((g) => g.expiresAt === null || g.expiresAt > at)
    .map(({ bundleId: _bundleId, ...grant }) => grant)
    .sort((a, b) => a.grantedAt.localeCompare(b.grantedAt) || a.courseId.localeCompare(b.courseId));
}

/** A learner's purchases, enrolments by credits and entitlements at `asOf`, from their streams cut at that instant. */
export function purchasesAsOf(userId: string, history: PurchaseHistory, asOf: Date): AuditPurchasesResponse {
  const orders = history.orders
    .map((events) => orderAsOf(events, userId))
    .filter((o): o is AuditOrder => o !== null)
    .sort((a, b) => a.placedAt.localeCompare(b.placedAt));
  return {
    userId,
    asOf: asOf.toISOString(),
    orders,
    enrolments: creditEnrolmentsOf(history.costCentres, userId),
    entitlements: entitlementsAsOf(history.entitlements, asOf),
  };
}
