import type { DomainEvent } from '../event.js';

/**
 * Stream `session-<id>`: the rotations of one refresh-token family. The family starts with the
 * user's `UserLoggedIn`; every refresh retires the presented token and issues the next one.
 */
export type RefreshTokenRotated = DomainEvent<
  'RefreshTokenRotated',
  { sessionId: string; userId: string; previousTokenHash: string; refreshTokenHash: string; expiresAt: string; at: string }
>;

/** A retired token was presented again: the whole family is revoked. */
export type SessionRevoked = DomainEvent<'SessionRevoked', { sessionId: string; userId: string; reason: 'refresh-token-reuse'; at: string }>;

export type SessionEvent = RefreshTokenRotated | SessionRevoked;

export const SESSION_EVENT_TYPES = ['RefreshTokenRotated', 'SessionRevoked'] as const satisfies readonly SessionEvent['type'][];

export const sessionStream = (sessionId: string): string => `session-${sessionId}`;
