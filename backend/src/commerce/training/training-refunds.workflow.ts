import type { CourseEvent, TrainingRosterEvent, TrainingSeat } from '@khru/contracts';
import type { TrainingRefundCause } from '../orders/order.decider.js';
import { effect, type Workflow, type WorkflowOutput } from '../../kernel/workflows/workflow.js';
import { REFUND_TRAINING_SEAT } from './refund-training-seat.js';

type TrainingEvent = Extract<
  CourseEvent | TrainingRosterEvent,
  { type: 'TrainingSeatTaken' | 'TrainingSeatReleased' | 'PublicTrainingCancelled' | 'PublicTrainingPostponed' }
>;

export interface TrainingRefundsState {
  /** The seats held, by order line (a plain object: workflow states are kept in JSON snapshots). */
  seats: Record<string, TrainingSeat>;
  cancelled: { reason: string } | null;
  /** The latest postponement: a seat bought for an earlier date is refunded as the others were. */
  postponed: { to: string; reason: string } | null;
}

const seatKey = (seat: { orderId: string; itemId: string }): string => `${seat.orderId}/${seat.itemId}`;

/** The full refund of one seat's order line (spec section 9): the provider pays it back once, whatever the date. */
const refund = (seat: TrainingSeat, cause: TrainingRefundCause, reason: string, at: string): WorkflowOutput =>
  effect(REFUND_TRAINING_SEAT, { orderId: seat.orderId, userId: seat.userId, itemId: seat.itemId, cause, reason, at });

/**
 * One instance per public training course: when a platform admin cancels or postpones it, every
 * seat on its roster has its order line refunded in full (the money returned by the provider, then
 * recorded on the order, as any refund is). A seat taken afterwards by an order paid
 * late (placed before the change) is refunded as soon as it is taken: after a cancellation always,
 * after a postponement when it was bought for an earlier date than the new one.
 */
export const trainingRefundsWorkflow: Workflow<TrainingEvent, TrainingRefundsState> = {
  name: 'training-refunds',
  handles: ['TrainingSeatTaken', 'TrainingSeatReleased', 'PublicTrainingCancelled', 'PublicTrainingPostponed'],
  instanceOf: (event) => event.data.courseId,
  initialState: () => ({ seats: {}, cancelled: null, postponed: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'TrainingSeatTaken': {
        const { at: _at, ...seat } = event.data;
        return { ...state, seats: { ...state.seats, [seatKey(seat)]: seat } };
      }
      case 'TrainingSeatReleased': {
        const { [seatKey(event.data)]: _released, ...seats } = state.seats;
        return { ...state, seats };
      }
      case 'PublicTrainingCancelled':
        return { ...state, cancelled: { reason: event.data.reason } };
      case 'PublicTrainingPostponed':
        return { ...state, postponed: { to: event.data.to, reason: event.data.reason } };
      default:
        return state;
    }
  },

  decide(event, state): WorkflowOutput[] {
    switch (event.type) {
      case 'PublicTrainingCancelled':
        return Object.values(state.seats).map((seat) => refund(seat, 'training-cancelled', event.data.reason, event.data.at));
      case 'PublicTrainingPostponed':
        return Object.values(state.seats).map((seat) => refund(seat, 'training-postponed', event.data.reason, event.data.at));
      case 'TrainingSeatTaken': {
        const { at, ...seat } = event.data;
        if (state.cancelled) return [refund(seat, 'training-cancelled', state.cancelled.reason, at)];
        if (state.postponed && Date.parse(seat.startsAt) < Date.parse(state.postponed.to))
          return [refund(seat, 'training-postponed', state.postponed.reason, at)];
        return [];
      }
      case 'TrainingSeatReleased':
        return [];
      default: {
        const _exhaustive: never = event;
        return [];
      }
    }
  },
};
