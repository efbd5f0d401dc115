import type { OpenSession, SessionEvent, UserDocument } from '@khru/contracts';

/** Keeps what a refresh could still use: sessions whose refresh token outlives `at`. */
const live = (sessions: readonly OpenSession[], at: string) => sessions.filter((s) => s.expiresAt > at);

export function sessionOpened(document: UserDocument, sessionId: string, expiresAt: string, at: string): UserDocument {
  const others = live(document.openSessions ?? [], at).filter((s) => s.sessionId !== sessionId);
  return { ...document, openSessions: [...others, { sessionId, expiresAt }] };
}

/** Drops the sessions that `ended` picks. */
export function sessionsEnded(document: UserDocument, ended: (sessionId: string) => boolean): UserDocument {
  return { ...document, openSessions: (document.openSessions ?? []).filter((s) => !ended(s.sessionId)) };
}

/** A refresh moves the session's expiry on; reuse of a refresh token revokes it. */
export function evolveSessionFamily(document: UserDocument | null, event: SessionEvent): UserDocument | null {
  if (!document) return null;
  switch (event.type) {
    case 'RefreshTokenRotated': {
      const { sessionId, expiresAt, at } = event.data;
      const open = (document.openSessions ?? []).some((s) => s.sessionId === sessionId);
      return open ? sessionOpened(document, sessionId, expiresAt, at) : document;
    }
    case 'SessionRevoked':
      return sessionsEnded(document, (id) => id === event.data.sessionId);
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}
