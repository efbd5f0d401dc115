import type { SessionEvent } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';

/** The family's first token comes from the user's `UserLoggedIn`, so the command carries it. */
export interface RotateRefreshToken {
  type: 'RotateRefreshToken';
  sessionId: string;
  userId: string;
  first: { refreshTokenHash: string; expiresAt: string };
  presentedTokenHash: string;
  nextTokenHash: string;
  nextExpiresAt: string;
  at: string;
}

export type SessionCommand = RotateRefreshToken;

export interface SessionState {
  current: { refreshTokenHash: string; expiresAt: string } | null;
  retired: string[];
  revoked: boolean;
}

const expired = () => new DomainError('IS_EXPIRED_TOKEN', 401);

/**
 * Rotating refresh tokens: the current token buys the next one and is retired; a retired token
 * presented again means it was stolen or replayed, and revokes the whole family.
 */
export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: { current: null, retired: [], revoked: false },

  evolve(state, event) {
    switch (event.type) {
      case 'RefreshTokenRotated':
        return {
          ...state,
          current: { refreshTokenHash: event.data.refreshTokenHash, expiresAt: event.data.expiresAt },
          retired: [...state.retired, event.data.previousTokenHash],
        };
      case 'SessionRevoked':
        return { ...state, revoked: true };
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RotateRefreshToken': {
        if (state.revoked) return expired();
        const current = state.current ?? command.first;
        if (command.presentedTokenHash === current.refreshTokenHash) {
          if (Date.parse(current.expiresAt) <= Date.parse(command.at)) return expired();
          return [
            {
              type: 'RefreshTokenRotated',
              data: {
                sessionId: command.sessionId,
                userId: command.userId,
                previousTokenHash: current.refreshTokenHash,
                refreshTokenHash: command.nextTokenHash,
                expiresAt: command.nextExpiresAt,
                at: command.at,
              },
            },
          ];
        }
        if (state.retired.includes(command.presentedTokenHash)) {
          return [{ type: 'SessionRevoked', data: { sessionId: command.sessionId, userId: command.userId, reason: 'refresh-token-reuse', at: command.at } }];
        }
        return expired();
      }
      default: {
        const _exhaustive: never = command.type;
        throw new Error('unknown command');
      }
    }
  },
};
