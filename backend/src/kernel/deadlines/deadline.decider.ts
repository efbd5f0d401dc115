import type { DeadlineEvent, DeadlineKind } from '@khru/contracts';
import type { Decider } from '../commands/decider.js';

export type DeadlineCommand = { type: 'ReachDeadline'; kind: DeadlineKind; key: string; dueAt: string; at: string };

export interface DeadlineState {
  reached: ReadonlySet<string>;
}

/** A deadline is reached once per instant, and not before it. */
export const deadlineDecider: Decider<DeadlineCommand, DeadlineEvent, DeadlineState> = {
  initialState: () => ({ reached: new Set() }),

  evolve(state, event) {
    switch (event.type) {
      case 'DeadlineReached':
        return { reached: new Set(state.reached).add(event.data.dueAt) };
      default: {
        const _exhaustive: never = event.type;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ReachDeadline':
        if (command.at < command.dueAt || state.reached.has(command.dueAt)) return [];
        return [{ type: 'DeadlineReached', data: { kind: command.kind, key: command.key, dueAt: command.dueAt, at: command.at } }];
      default: {
        const _exhaustive: never = command.type;
        throw new Error('unknown command');
      }
    }
  },
};
