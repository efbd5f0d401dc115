import type { SessionEvent, UserEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';

/**
 * Events after which the `users` read model holds fewer open sessions of an account, another role, or no account: what
 * the access check reads (the backend's CurrentSession). Kept beside `evolveUser`, whose cases they are.
 */
const ENDS_SESSIONS: readonly string[] = [
  'UserLoggedOut',
  'PasswordChanged',
  'PasswordResetCompleted',
  'UserDeactivated',
  'UserDeleted',
  'UserDetailsEditedByAdmin',
  'SessionRevoked',
] satisfies (UserEvent['type'] | SessionEvent['type'])[];

/** The account whose sessions `event` may have ended (what serves them checks them again); null for any other event. */
export function accountEndedBy(event: RecordedEvent): string | null {
  return ENDS_SESSIONS.includes(event.type) ? (event.data as { userId: string }).userId : null;
}
