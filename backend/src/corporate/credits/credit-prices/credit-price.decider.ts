import type { CreditPriceEvent } from '@khru/contracts';
import type { Decider } from '../../../kernel/commands/decider.js';

export type CreditPriceCommand = { type: 'SetCreditPrice'; itemId: string; isBundle: boolean; credits: number; by: string; at: string };

export interface CreditPriceState {
  price: { isBundle: boolean; credits: number } | null;
}

/** What a course or bundle costs in credits: a new price is a new event; the price it already has changes nothing. */
export const creditPriceDecider: Decider<CreditPriceCommand, CreditPriceEvent, CreditPriceState> = {
  initialState: () => ({ price: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'CreditPriceSet':
        return { price: { isBundle: event.data.isBundle, credits: event.data.credits } };
      default: {
        const _exhaustive: never = event.type;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SetCreditPrice': {
        const { type: _type, ...data } = command;
        if (state.price?.isBundle === data.isBundle && state.price.credits === data.credits) return [];
        return [{ type: 'CreditPriceSet', data }];
      }
      default: {
        const _exhaustive: never = command.type;
        return [];
      }
    }
  },
};
