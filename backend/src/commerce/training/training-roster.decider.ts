import type { TrainingRosterEvent, TrainingSeat } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';

export type TrainingRosterCommand =
  ({ type: 'TakeTrainingSeat'; at: string } & TrainingSeat) | { type: 'ReleaseTrainingSeat'; courseId: string; orderId: string; itemId: string; at: string };

/** The seats held, by order line. */
export interface TrainingRosterState {
  seats: Set<string>;
}

const seatKey = (seat: { orderId: string; itemId: string }): string => `${seat.orderId}/${seat.itemId}`;

/**
 * The paid seats of one public training (stream `training-roster-<courseId>`): each order line
 * holds at most one seat, taken once and given back once, so the workflow that refunds a cancelled
 * or postponed training finds every buyer exactly once.
 */
export const trainingRosterDecider: Decider<TrainingRosterCommand, TrainingRosterEvent, TrainingRosterState> = {
  initialState: () => ({ seats: new Set() }),

  evolve(state, event) {
    switch (event.type) {
      case 'TrainingSeatTaken':
        return { seats: new Set(state.seats).add(seatKey(event.data)) };
      case 'TrainingSeatReleased': {
        const seats = new Set(state.seats);
        seats.delete(seatKey(event.data));
        return { seats };
      }
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'TakeTrainingSeat': {
        if (state.seats.has(seatKey(command))) return [];
        const { type: _type, ...data } = command;
        return [{ type: 'TrainingSeatTaken', data }];
      }
      case 'ReleaseTrainingSeat': {
        if (!state.seats.has(seatKey(command))) return [];
        const { type: _type, ...data } = command;
        return [{ type: 'TrainingSeatReleased', data }];
      }
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
