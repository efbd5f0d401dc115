import type { AuditPurchasesResponse, CostCentreEvent, EntitlementEvent, ItemRef, OrderEvent } from '@khru/contracts';
import { titleOf, type ItemTitles } from '../item-titles.js';

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
      order = {
        orderId,
        receiptNo: null,
        status: 'placed',
        total,
        placedAt,
        lines: lines.map(({ itemId, isBundle, titleEn, titleTh, price }) => ({ itemId, isBundle, title: { en: titleEn, th: titleTh }, price })),
      };
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
      case 'ReceiptIssued':
        order = { ...order, receiptNo: event.data.receiptNo };
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

/** Each cost centre's name as it was opened, by its id. */
function costCentreNames(ledgers: readonly (readonly CostCentreEvent[])[]): Map<string, string> {
  return new Map(ledgers.flat().flatMap((e) => (e.type === 'CostCentreOpened' ? [[e.data.costCentreId, e.data.name] as const] : [])));
}

/** The learner's enrolments by credits in these ledgers, each marked when its credits were given back. */
export function creditEnrolmentsOf(ledgers: readonly (readonly CostCentreEvent[])[], userId: string, titles: ItemTitles): AuditEnrolment[] {
  const names = costCentreNames(ledgers);
  const enrolments = new Map<string, AuditEnrolment>();
  for (const event of ledgers.flat()) {
    if (event.type === 'CreditsDeducted' && event.data.userId === userId) {
      const { enrolmentId, costCentreId, itemId, isBundle, amount, at } = event.data;
      const costCentreName = names.get(costCentreId) ?? null;
      enrolments.set(enrolmentId, {
        enrolmentId,
        costCentreId,
        costCentreName,
        itemId,
        isBundle,
        title: titleOf(titles, event.data),
        credits: amount,
        at,
        reversed: false,
      });
    }
    if (event.type === 'CreditsReversed') {
      const enrolment = enrolments.get(event.data.enrolmentId);
      if (enrolment) enrolments.set(enrolment.enrolmentId, { ...enrolment, reversed: true });
    }
  }
  return [...enrolments.values()].sort((a, b) => a.at.localeCompare(b.at));
}

/** What named the grant: the order's receipt (access bought) or the cost centre that paid (access by credits). */
interface GrantNames {
  receipts: ReadonlyMap<string, string>;
  enrolments: readonly AuditEnrolment[];
}

/**
 * The grants the learner held at `asOf`: each grant of a course with its source and end, less those
 * withdrawn (a refunded order or line) and those that had ended by then.
 */
export function entitlementsAsOf(events: readonly EntitlementEvent[], asOf: Date, titles: ItemTitles, names: GrantNames): AuditEntitlement[] {
  let grants: { courseId: string; source: string; orderId: string | null; bundleId: string | null; grantedAt: string; expiresAt: string | null }[] = [];
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
    .map(({ courseId, source, orderId, grantedAt, expiresAt }) => ({
      courseId,
      title: titleOf(titles, { itemId: courseId, isBundle: false }),
      source,
      orderId,
      receiptNo: (orderId && names.receipts.get(orderId)) ?? null,
      costCentreName: (source === 'credits' && names.enrolments.find((e) => e.enrolmentId === orderId)?.costCentreName) || null,
      grantedAt,
      expiresAt,
    }))
    .sort((a, b) => a.grantedAt.localeCompare(b.grantedAt) || a.courseId.localeCompare(b.courseId));
}

/** The courses and bundles a history names, whose titles an answer shows. */
export function itemsOf(history: PurchaseHistory): ItemRef[] {
  return [
    ...history.costCentres.flat().flatMap((e) => (e.type === 'CreditsDeducted' ? [{ itemId: e.data.itemId, isBundle: e.data.isBundle }] : [])),
    ...history.entitlements.flatMap((e) => (e.type === 'CourseAccessGranted' ? [{ itemId: e.data.courseId, isBundle: false }] : [])),
  ];
}

/**
 * A learner's purchases, enrolments by credits and entitlements at `asOf`, from their streams cut at that
 * instant, every id shown with its name (`titles`: the catalogue's titles of `itemsOf(history)`).
 */
export function purchasesAsOf(userId: string, history: PurchaseHistory, asOf: Date, titles: ItemTitles): AuditPurchasesResponse {
  const orders = history.orders
    .map((events) => orderAsOf(events, userId))
    .filter((o): o is AuditOrder => o !== null)
    .sort((a, b) => a.placedAt.localeCompare(b.placedAt));
  const enrolments = creditEnrolmentsOf(history.costCentres, userId, titles);
  const receipts = new Map(orders.flatMap((o) => (o.receiptNo ? [[o.orderId, o.receiptNo] as const] : [])));
  return {
    userId,
    asOf: asOf.toISOString(),
    orders,
    enrolments,
    entitlements: entitlementsAsOf(history.entitlements, asOf, titles, { receipts, enrolments }),
  };
}
