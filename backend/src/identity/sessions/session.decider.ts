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
  /** The latest rotation, for the grace window. */
  lastRotation: { previousTokenHash: string; nextTokenHash: string; at: string } | null;
  revoked: boolean;
}

/** How long the token just rotated may be presented again (another tab refreshing at the same moment). */
export const REFRESH_GRACE_SECONDS = 10;

const expired = () => new DomainError('IS_EXPIRED_TOKEN');

const withinGrace = (rotatedAt: string, at: string) => Date.parse(at) - Date.parse(rotatedAt) <= REFRESH_GRACE_SECONDS * 1000;

/**
 * Rotating refresh tokens: the current token buys the next one and is retired; a retired token
 * presented again means it was stolen or replayed, and revokes the whole family. The one exception
 * is the token rotated last, presented again within REFRESH_GRACE_SECONDS for the same successor:
 * nothing happens, and the caller is answered that successor again.
 */
export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: () => ({ current: null, retired: [], lastRotation: null, revoked: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'RefreshTokenRotated':
        return {
          ...state,
          current: { refreshTokenHash: event.data.refreshTokenHash, expiresAt: event.data.expiresAt },
          retired: [...state.retired, event.data.previousTokenHash],
          lastRotation: { previousTokenHash: event.data.previousTokenHash, nextTokenHash: event.data.refreshTokenHash, at: event.data.at },
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
        const last = state.lastRotation;
        if (last && command.presentedTokenHash === last.previousTokenHash && withinGrace(last.at, command.at)) {
          // Only the successor already issued may be answered again: another one would fork the family.
          return command.nextTokenHash === last.nextTokenHash ? [] : expired();
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
