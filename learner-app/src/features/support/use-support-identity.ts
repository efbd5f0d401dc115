import { useMemo } from 'react';
import { useSessionStore } from '../../stores/session-store';
import { useSupportVisitorStore } from './support-visitor-store';

/**
 * Who talks to support from this browser: the logged-in learner, else the visitor kept here, else nobody yet. `key`
 * separates their cached conversations, so logging in or out never shows someone else's.
 */
export type SupportIdentity = { kind: 'learner'; userId: string; key: string } | { kind: 'visitor'; visitorToken: string; key: string };

export function supportIdentity(userId: string | null, visitorToken: string | null): SupportIdentity | null {
  if (userId) return { kind: 'learner', userId, key: `learner:${userId}` };
  if (visitorToken) return { kind: 'visitor', visitorToken, key: `visitor:${visitorToken}` };
  return null;
}

/** Null while start-up has not yet restored or dropped the session, so a learner is never taken for a visitor. */
export function useSupportIdentity(): SupportIdentity | null {
  const ready = useSessionStore((s) => s.ready || s.status !== 'starting');
  const userId = useSessionStore((s) => (s.status === 'loggedIn' ? s.userId : null));
  const visitorToken = useSupportVisitorStore((s) => s.visitor?.visitorToken ?? null);
  // One object per identity, so effects that depend on it run again only when it changes.
  return useMemo(() => (ready ? supportIdentity(userId, visitorToken) : null), [ready, userId, visitorToken]);
}
