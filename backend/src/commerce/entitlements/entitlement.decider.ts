import { OFFER_RULES, type EntitlementEvent, type OrderLine } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';

export type EntitlementCommand =
  | { type: 'GrantForOrder'; userId: string; orderId: string; lines: OrderLine[]; at: string }
  | { type: 'GrantFree'; userId: string; line: OrderLine; at: string };

export interface EntitlementState {
  /** Course id to end of access (null: no end). */
  courses: Map<string, string | null>;
  bundles: Set<string>;
  orders: Set<string>;
}

/** Pay Per View: access for three years from the purchase (spec section 9). */
export function payPerViewEnd(at: string): string {
  const end = new Date(at);
  end.setUTCFullYear(end.getUTCFullYear() + OFFER_RULES.payPerViewYears);
  return end.toISOString();
}

const later = (a: string | null | undefined, b: string | null) => (a === null || b === null ? null : a === undefined || b > a ? b : a);

/**
 * What a learner may study. A paid order grants each course bought (or every course of a bundle
 * bought) for three years, once per order; a free item grants access without end to what is not
 * already held.
 */
export const entitlementDecider: Decider<EntitlementCommand, EntitlementEvent, EntitlementState> = {
  initialState: { courses: new Map(), bundles: new Set(), orders: new Set() },

  evolve(state, event) {
    if (event.type === 'BundleOwned') {
      return { ...state, bundles: new Set(state.bundles).add(event.data.bundleId), orders: event.data.orderId ? new Set(state.orders).add(event.data.orderId) : state.orders };
    }
    const courses = new Map(state.courses).set(event.data.courseId, later(state.courses.get(event.data.courseId), event.data.expiresAt));
    return { ...state, courses, orders: event.data.orderId ? new Set(state.orders).add(event.data.orderId) : state.orders };
  },

  decide(command, state) {
    if (command.type === 'GrantForOrder') {
      if (state.orders.has(command.orderId)) return [];
      const expiresAt = payPerViewEnd(command.at);
      return command.lines.flatMap((line): EntitlementEvent[] => {
        const base = { userId: command.userId, orderId: command.orderId, grantedAt: command.at, expiresAt };
        if (!line.isBundle) return [{ type: 'CourseAccessGranted', data: { ...base, courseId: line.itemId, source: 'purchase', bundleId: null } }];
        return [
          { type: 'BundleOwned', data: { userId: command.userId, bundleId: line.itemId, orderId: command.orderId, at: command.at } },
          ...line.courseIds.map((courseId): EntitlementEvent => ({ type: 'CourseAccessGranted', data: { ...base, courseId, source: 'bundle', bundleId: line.itemId } })),
        ];
      });
    }
    const { line } = command;
    const base = { userId: command.userId, orderId: null, grantedAt: command.at, expiresAt: null };
    const courses = line.courseIds.filter((id) => !(state.courses.has(id) && state.courses.get(id) === null));
    const events: EntitlementEvent[] = courses.map((courseId) => ({ type: 'CourseAccessGranted', data: { ...base, courseId, source: 'free', bundleId: line.isBundle ? line.itemId : null } }));
    if (line.isBundle && !state.bundles.has(line.itemId)) events.unshift({ type: 'BundleOwned', data: { userId: command.userId, bundleId: line.itemId, orderId: null, at: command.at } });
    return events;
  },
};
