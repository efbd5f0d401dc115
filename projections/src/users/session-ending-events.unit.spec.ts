import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@khru/platform';
import { accountEndedBy } from './session-ending-events.js';

const event = (type: string, data: Record<string, unknown> = { userId: 'u1', sessionId: 's1' }) => ({ type, data }) as RecordedEvent;

describe('the events that may end an account’s sessions in the users read model', () => {
  it.each(['UserLoggedOut', 'PasswordChanged', 'PasswordResetCompleted', 'UserDeactivated', 'UserDeleted', 'UserDetailsEditedByAdmin', 'SessionRevoked'])(
    'names the account of %s',
    (type) => {
      expect(accountEndedBy(event(type))).toBe('u1');
    },
  );

  it.each(['UserLoggedIn', 'RefreshTokenRotated', 'PersonalDetailsChanged', 'EmailChanged', 'NotificationSent', 'ConversationMessagePosted'])(
    'names none for %s',
    (type) => {
      expect(accountEndedBy(event(type))).toBeNull();
    },
  );
});
