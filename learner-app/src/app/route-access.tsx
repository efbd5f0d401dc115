import { hasAnyPermission, type Permission } from '@khru/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionStore } from '../stores/session-store';

/** Route metadata of spec section 6. */
export interface RouteAccess {
  /** Login required, else /auth/login (coming back here afterwards). */
  login?: boolean;
  /** Logged out required, else the `redirectTo` query value or /. */
  loggedOut?: boolean;
  /** One of these permissions required (`ALL` lets anyone through), else /. */
  permissions?: Permission[];
}

/**
 * Only paths of this app are followed, so a crafted link cannot send the learner elsewhere. The path is resolved as the
 * browser would resolve it: a backslash reads as a slash and tabs and newlines are dropped, so `/\host` and `/\t/host`
 * name another host and are refused with every other target whose origin is not ours.
 */
export function safeRedirect(value: string | null): string {
  if (!value?.startsWith('/')) return '/';
  const target = new URL(value, window.location.origin);
  return target.origin === window.location.origin ? `${target.pathname}${target.search}${target.hash}` : '/';
}

export function Guarded({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { status, ready, permissions } = useSessionStore();
  const location = useLocation();
  if (!ready) return <div className="page-loading" aria-busy="true" />;
  const loggedIn = status === 'loggedIn';
  if (access.login && !loggedIn) {
    return <Navigate to={`/auth/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  if (access.loggedOut && loggedIn) {
    return <Navigate to={safeRedirect(new URLSearchParams(location.search).get('redirectTo'))} replace />;
  }
  if (access.permissions && !hasAnyPermission(permissions, access.permissions)) return <Navigate to="/" replace />;
  return children;
}
