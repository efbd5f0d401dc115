import { trainingRosterStream, type OrderEvent, type OrderLine } from '@khru/contracts';
import { command, type Workflow, type WorkflowOutput } from '../../kernel/workflows/workflow.js';

export interface TrainingSeatsState {
  userId: string | null;
  /** The order's lines that buy a public training course directly (a bundle's courses are not seated). */
  trainings: OrderLine[];
  paid: boolean;
  /**
   * Lines whose seats were given back (or never to be taken): their line or the whole order was
   * refunded. An array: workflow states are kept in JSON snapshots.
   */
  released: string[];
}

/** A line for one public training course on its own: a bundle holding one is refunded by the rules of the bundle. */
const isTrainingLine = (line: OrderLine): boolean => !line.isBundle && line.kind !== 'membership' && Boolean(line.trainingStartsAt);

type SeatEvent = Extract<OrderEvent, { type: 'OrderPlaced' | 'PaymentSucceeded' | 'OrderRefunded' | 'OrderLineRefunded' }>;

/**
 * One instance per order: once it is paid, each public training course it buys takes a seat on that
 * training's roster, and a seat is given back when its line, or the whole order, is refunded. The
 * roster is what the training refunds workflow reads when a training is cancelled or postponed.
 */
export const trainingSeatsWorkflow: Workflow<SeatEvent, TrainingSeatsState> = {
  name: 'training-seats',
  handles: ['OrderPlaced', 'PaymentSucceeded', 'OrderRefunded', 'OrderLineRefunded'],
  instanceOf: (event) => event.data.orderId,
  initialState: () => ({ userId: null, trainings: [], paid: false, released: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'OrderPlaced':
        return { ...state, userId: event.data.userId, trainings: event.data.lines.filter(isTrainingLine) };
      case 'PaymentSucceeded':
        return { ...state, paid: true };
      case 'OrderRefunded':
        return { ...state, released: state.trainings.map((l) => l.itemId) };
      case 'OrderLineRefunded':
        return { ...state, released: state.released.includes(event.data.itemId) ? state.released : [...state.released, event.data.itemId] };
      default:
        return state;
    }
  },

  decide(event, state): WorkflowOutput[] {
    const orderId = event.data.orderId;
    const release = (lines: OrderLine[], at: string) =>
      lines.map((l) =>
        command('trainingRoster', trainingRosterStream(l.itemId), { type: 'ReleaseTrainingSeat', courseId: l.itemId, orderId, itemId: l.itemId, at }),
      );
    switch (event.type) {
      case 'OrderPlaced':
        return [];
      case 'PaymentSucceeded': {
        if (state.paid || !state.userId) return [];
        const { userId } = state;
        return state.trainings
          .filter((l) => !state.released.includes(l.itemId))
          .map((l) =>
            command('trainingRoster', trainingRosterStream(l.itemId), {
              type: 'TakeTrainingSeat',
              courseId: l.itemId,
              orderId,
              itemId: l.itemId,
              userId,
              startsAt: l.trainingStartsAt!,
              at: event.data.at,
            }),
          );
      }
      case 'OrderRefunded':
        return state.paid
          ? release(
              state.trainings.filter((l) => !state.released.includes(l.itemId)),
              event.data.at,
            )
          : [];
      case 'OrderLineRefunded':
        return state.paid && !state.released.includes(event.data.itemId)
          ? release(
              state.trainings.filter((l) => l.itemId === event.data.itemId),
              event.data.at,
            )
          : [];
      default: {
        const _exhaustive: never = event;
        return [];
      }
    }
  },
};
