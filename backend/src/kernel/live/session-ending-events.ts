import type { SessionEvent, UserEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';

/** Events that end sessions of an account (or all of them), change its role, or remove it. */
const ENDS_SESSIONS: readonly string[] = [
  'UserLoggedOut',
  'PasswordChanged',
  'PasswordResetCompleted',
  'UserDeactivated',
  'UserDeleted',
  'UserDetailsEditedByAdmin',
  'SessionRevoked',
] satisfies (UserEvent['type'] | SessionEvent['type'])[];

/** The account whose sessions `event` may have ended (its streams must be checked again); null for any other event. */
export function accountEndedBy(event: RecordedEvent): string | null {
  return ENDS_SESSIONS.includes(event.type) ? (event.data as { userId: string }).userId : null;
}
