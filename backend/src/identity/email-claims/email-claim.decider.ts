import type { ClaimPurpose, EmailClaimEvent } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

/** `purpose`: what the claim is for when it is the request's one fact (ADR 34). */
export type EmailClaimCommand =
  { type: 'ClaimEmail'; email: string; userId: string; purpose?: ClaimPurpose } | { type: 'ReleaseEmail'; email: string; userId: string };

export interface EmailClaimState {
  holder: string | null;
}

/**
 * One address, one account: a claim held by another account is refused with ALREADY_EXIST. A
 * workflow's claim for an organisation's newcomer records the refusal instead, as the proposal
 * waiting for it must learn of it (a workflow's refused command is only logged).
 */
export const emailClaimDecider: Decider<EmailClaimCommand, EmailClaimEvent, EmailClaimState> = {
  initialState: () => ({ holder: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'EmailClaimed':
        return { holder: event.data.userId };
      case 'EmailReleased':
        return { holder: null };
      case 'EmailClaimRefused':
        return state;
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ClaimEmail':
        if (state.holder === command.userId) return [];
        if (state.holder !== null && command.purpose?.kind === 'join-organisation') {
          return [{ type: 'EmailClaimRefused', data: { email: command.email, userId: command.userId, purpose: command.purpose } }];
        }
        if (state.holder !== null) return new DomainError('ALREADY_EXIST', [{ field: 'email', code: 'ALREADY_EXIST' }]);
        return [{ type: 'EmailClaimed', data: { email: command.email, userId: command.userId, ...(command.purpose ? { purpose: command.purpose } : {}) } }];
      case 'ReleaseEmail':
        if (state.holder !== command.userId) return [];
        return [{ type: 'EmailReleased', data: { email: command.email, userId: command.userId } }];
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
