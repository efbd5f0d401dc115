import { OFFER_RULES, type EntitlementEvent, type OrderLine } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';

export type EntitlementCommand =
  | { type: 'GrantForOrder'; userId: string; orderId: string; lines: OrderLine[]; at: string }
  | { type: 'GrantFree'; userId: string; line: OrderLine; at: string }
  | { type: 'GrantForEnrolment'; userId: string; enrolmentId: string; itemId: string; isBundle: boolean; courseIds: string[]; at: string }
  | { type: 'RevokeOrder'; userId: string; orderId: string; at: string }
  | { type: 'RevokeOrderLine'; userId: string; orderId: string; line: OrderLine; at: string };

/** One grant of a course: by which order (null: free) and until when (null: no end). */
interface Grant {
  orderId: string | null;
  expiresAt: string | null;
  /** The bundle it came with (null: bought alone or free). */
  bundleId?: string | null;
}

export interface EntitlementState {
  /** Course id to the grants that give access to it. */
  grants: Map<string, Grant[]>;
  /** Bundle id to the orders (null: free) that gave it. */
  bundles: Map<string, (string | null)[]>;
  orders: Set<string>;
  revokedOrders: Set<string>;
}

/** Pay Per View: access for three years from the purchase (spec section 9). */
export function payPerViewEnd(at: string): string {
  const end = new Date(at);
  end.setUTCFullYear(end.getUTCFullYear() + OFFER_RULES.payPerViewYears);
  return end.toISOString();
}

/** The access a set of grants gives: no end if any has none, else the latest end; undefined when there is none. */
export function accessUntil(grants: Grant[]): string | null | undefined {
  if (grants.length === 0) return undefined;
  if (grants.some((g) => g.expiresAt === null)) return null;
  return grants
    .map((g) => g.expiresAt!)
    .sort()
    .at(-1);
}

/**
 * What a learner may study. A paid order grants each course bought (or every course of a bundle
 * bought) for three years, once per order; a free item grants access without end to what is not
 * already held; a refunded order's grants are withdrawn, leaving whatever other grants give; a
 * refunded line withdraws only what that line granted (its course, or its bundle and the bundle's courses).
 * An enrolment by an organisation's credits grants like a purchase (three years, once per enrolment),
 * the enrolment's id standing for the order's, so a reversed enrolment is withdrawn as a refunded order is.
 */
export const entitlementDecider: Decider<EntitlementCommand, EntitlementEvent, EntitlementState> = {
  initialState: () => ({ grants: new Map(), bundles: new Map(), orders: new Set(), revokedOrders: new Set() }),

  evolve(state, event) {
    switch (event.type) {
      case 'BundleOwned': {
        const bundles = new Map(state.bundles).set(event.data.bundleId, [...(state.bundles.get(event.data.bundleId) ?? []), event.data.orderId]);
        return { ...state, bundles, orders: event.data.orderId ? new Set(state.orders).add(event.data.orderId) : state.orders };
      }
      case 'CourseAccessGranted': {
        const grant = { orderId: event.data.orderId, expiresAt: event.data.expiresAt, bundleId: event.data.bundleId };
        const grants = new Map(state.grants).set(event.data.courseId, [...(state.grants.get(event.data.courseId) ?? []), grant]);
        return { ...state, grants, orders: event.data.orderId ? new Set(state.orders).add(event.data.orderId) : state.orders };
      }
      case 'CourseAccessRevoked': {
        const { orderId, bundleId } = event.data;
        // A line's revocation withdraws that line's grant only; the order's other grants of the course stay.
        const withdrawn = (g: Grant) => g.orderId === orderId && (bundleId === undefined || (g.bundleId ?? null) === bundleId);
        const grants = new Map(state.grants).set(
          event.data.courseId,
          (state.grants.get(event.data.courseId) ?? []).filter((g) => !withdrawn(g)),
        );
        return { ...state, grants, revokedOrders: new Set(state.revokedOrders).add(orderId) };
      }
      case 'BundleReleased': {
        const bundles = new Map(state.bundles).set(
          event.data.bundleId,
          (state.bundles.get(event.data.bundleId) ?? []).filter((o) => o !== event.data.orderId),
        );
        return { ...state, bundles, revokedOrders: new Set(state.revokedOrders).add(event.data.orderId) };
      }
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    if (command.type === 'GrantForOrder') {
      if (state.orders.has(command.orderId)) return [];
      const expiresAt = payPerViewEnd(command.at);
      return command.lines.flatMap((line): EntitlementEvent[] => {
        if (line.kind === 'membership') return [];
        const base = { userId: command.userId, orderId: command.orderId, grantedAt: command.at, expiresAt };
        if (!line.isBundle) return [{ type: 'CourseAccessGranted', data: { ...base, courseId: line.itemId, source: 'purchase', bundleId: null } }];
        return [
          { type: 'BundleOwned', data: { userId: command.userId, bundleId: line.itemId, orderId: command.orderId, at: command.at } },
          ...line.courseIds.map((courseId): EntitlementEvent => ({
            type: 'CourseAccessGranted',
            data: { ...base, courseId, source: 'bundle', bundleId: line.itemId },
          })),
        ];
      });
    }
    if (command.type === 'GrantForEnrolment') {
      const { userId, enrolmentId, itemId, isBundle, at } = command;
      if (state.orders.has(enrolmentId)) return [];
      const base = {
        userId,
        orderId: enrolmentId,
        grantedAt: at,
        expiresAt: payPerViewEnd(at),
        source: 'credits' as const,
        bundleId: isBundle ? itemId : null,
      };
      const courses = command.courseIds.map((courseId): EntitlementEvent => ({ type: 'CourseAccessGranted', data: { ...base, courseId } }));
      return isBundle ? [{ type: 'BundleOwned', data: { userId, bundleId: itemId, orderId: enrolmentId, at } }, ...courses] : courses;
    }
    if (command.type === 'RevokeOrder') {
      if (!state.orders.has(command.orderId) || state.revokedOrders.has(command.orderId)) return [];
      const base = { userId: command.userId, orderId: command.orderId, at: command.at };
      const bundles = [...state.bundles]
        .filter(([, orders]) => orders.includes(command.orderId))
        .map(([bundleId]): EntitlementEvent => ({ type: 'BundleReleased', data: { ...base, bundleId } }));
      const courses = [...state.grants]
        .filter(([, grants]) => grants.some((g) => g.orderId === command.orderId))
        .map(([courseId, grants]): EntitlementEvent => {
          const remaining = accessUntil(grants.filter((g) => g.orderId !== command.orderId));
          return { type: 'CourseAccessRevoked', data: { ...base, courseId, ...(remaining === undefined ? {} : { remaining }) } };
        });
      return [...bundles, ...courses];
    }
    if (command.type === 'RevokeOrderLine') {
      const { line, orderId } = command;
      const bundleId = line.isBundle ? line.itemId : null;
      const fromLine = (g: Grant) => g.orderId === orderId && (g.bundleId ?? null) === bundleId;
      const base = { userId: command.userId, orderId, at: command.at };
      const bundles =
        bundleId && (state.bundles.get(bundleId) ?? []).includes(orderId) ? [{ type: 'BundleReleased' as const, data: { ...base, bundleId } }] : [];
      const courses = line.courseIds.flatMap((courseId): EntitlementEvent[] => {
        const grants = state.grants.get(courseId) ?? [];
        if (!grants.some(fromLine)) return [];
        const remaining = accessUntil(grants.filter((g) => !fromLine(g)));
        return [{ type: 'CourseAccessRevoked', data: { ...base, courseId, bundleId, ...(remaining === undefined ? {} : { remaining }) } }];
      });
      return [...bundles, ...courses];
    }
    const { line } = command;
    const base = { userId: command.userId, orderId: null, grantedAt: command.at, expiresAt: null };
    const courses = line.courseIds.filter((id) => accessUntil(state.grants.get(id) ?? []) !== null);
    const events: EntitlementEvent[] = courses.map((courseId) => ({
      type: 'CourseAccessGranted',
      data: { ...base, courseId, source: 'free', bundleId: line.isBundle ? line.itemId : null },
    }));
    if (line.isBundle && (state.bundles.get(line.itemId) ?? []).length === 0)
      events.unshift({ type: 'BundleOwned', data: { userId: command.userId, bundleId: line.itemId, orderId: null, at: command.at } });
    return events;
  },
};
