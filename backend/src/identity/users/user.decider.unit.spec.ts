import { describe, expect, it } from '@jest/globals';
import type { UserEvent } from '@khru/contracts';
import { foldEvents } from '../../kernel/commands/decider.js';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { userDecider } from './user.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const userId = 'u1';
const session = { sessionId: 's1', refreshTokenHash: 'r1', expiresAt: '2026-12-22T10:00:00.000Z' };
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId, email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', role: 'MEMBER', passwordHash: 'hash-1', source: 'signup', registeredAt: at },
};
const loggedIn: UserEvent = { type: 'UserLoggedIn', data: { userId, ...session, at } };
const deleted: UserEvent = { type: 'UserDeleted', data: { userId, deletedBy: 'admin', at, email: 'ann@example.com' } };
const given = deciderSpec(userDecider);
/** A bad reset link is a 400 naming the token, never the top-level code that means "session over". */
const resetLinkExpired = [{ field: 'token', code: 'IS_EXPIRED_TOKEN', rule: 'resetLinkExpired' }] as const;

describe('user decider', () => {
  describe('RegisterUser', () => {
    const register = {
      type: 'RegisterUser' as const,
      userId,
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      role: 'MEMBER' as const,
      passwordHash: 'hash-1',
      source: 'signup' as const,
      at,
    };

    it('given nothing, then the account is registered and its first session starts', () => {
      given([])
        .when({ ...register, session })
        .then([registered, loggedIn]);
    });

    it('given nothing, when an administrator creates it, then no session starts', () => {
      given([])
        .when({ ...register, source: 'admin', session: null })
        .then([{ ...registered, data: { ...registered.data, source: 'admin' } }]);
    });

    it('given an account, then ALREADY_EXIST', () => {
      given([registered])
        .when({ ...register, session: null })
        .thenThrows('ALREADY_EXIST');
    });
  });

  describe('LogIn', () => {
    it('given an account, when the password matched the current hash, then a session starts', () => {
      given([registered]).when({ type: 'LogIn', verifiedHash: 'hash-1', session, at }).then([loggedIn]);
    });

    it('given an account, when the password did not match, then INCORRECT_EMAIL_PASSWORD', () => {
      given([registered]).when({ type: 'LogIn', verifiedHash: null, session, at }).thenThrows('INCORRECT_EMAIL_PASSWORD');
    });

    it('given the password changed after it was checked, then INCORRECT_EMAIL_PASSWORD', () => {
      const changed: UserEvent = { type: 'PasswordChanged', data: { userId, passwordHash: 'hash-2', keptSessionId: null, at } };
      given([registered, changed]).when({ type: 'LogIn', verifiedHash: 'hash-1', session, at }).thenThrows('INCORRECT_EMAIL_PASSWORD');
    });

    it('given a deleted account, then INCORRECT_EMAIL_PASSWORD (nothing tells it apart)', () => {
      given([registered, deleted]).when({ type: 'LogIn', verifiedHash: 'hash-1', session, at }).thenThrows('INCORRECT_EMAIL_PASSWORD');
    });
  });

  describe('LogOut', () => {
    it('given an open session, then it ends', () => {
      given([registered, loggedIn])
        .when({ type: 'LogOut', sessionId: 's1', at })
        .then([{ type: 'UserLoggedOut', data: { userId, sessionId: 's1', at } }]);
    });

    it('given the session already ended, then nothing happens', () => {
      given([registered, loggedIn, { type: 'UserLoggedOut', data: { userId, sessionId: 's1', at } }])
        .when({ type: 'LogOut', sessionId: 's1', at })
        .then([]);
    });
  });

  describe('ChangePassword', () => {
    it('given the right current password, then the password changes and only this session stays', () => {
      const other: UserEvent = { type: 'UserLoggedIn', data: { userId, sessionId: 's2', refreshTokenHash: 'r2', expiresAt: session.expiresAt, at } };
      const changed: UserEvent = { type: 'PasswordChanged', data: { userId, passwordHash: 'hash-2', keptSessionId: 's1', at } };
      given([registered, loggedIn, other])
        .when({ type: 'ChangePassword', verifiedHash: 'hash-1', newPasswordHash: 'hash-2', keptSessionId: 's1', at })
        .then([changed]);
      const state = foldEvents(userDecider, [registered, loggedIn, other, changed]);
      expect(state.status === 'active' && Object.keys(state.sessions)).toEqual(['s1']);
    });

    it('given a wrong current password, then INVALID_PHONE_PASSWORD on currentPassword', () => {
      given([registered])
        .when({ type: 'ChangePassword', verifiedHash: null, newPasswordHash: 'hash-2', keptSessionId: 's1', at })
        .thenThrows('INVALID_PHONE_PASSWORD', [{ field: 'currentPassword', code: 'INVALID_PHONE_PASSWORD' }]);
    });
  });

  describe('password reset', () => {
    const requested: UserEvent = {
      type: 'PasswordResetRequested',
      data: { userId, resetId: 'x1', tokenHash: 't1', expiresAt: '2026-11-22T10:30:00.000Z', at },
    };
    const complete = { type: 'CompletePasswordReset' as const, resetId: 'x1', tokenHash: 't1', newPasswordHash: 'hash-3', at: '2026-11-22T10:10:00.000Z' };

    it('given an account, when a reset is requested, then it is recorded', () => {
      given([registered]).when({ type: 'RequestPasswordReset', resetId: 'x1', tokenHash: 't1', expiresAt: '2026-11-22T10:30:00.000Z', at }).then([requested]);
    });

    it('given a pending reset, when the link is used in time, then the password is replaced', () => {
      given([registered, loggedIn, requested])
        .when(complete)
        .then([{ type: 'PasswordResetCompleted', data: { userId, resetId: 'x1', passwordHash: 'hash-3', at: complete.at } }]);
    });

    it('given the reset was used, when the link is used again, then BAD_REQUEST with the token IS_EXPIRED_TOKEN', () => {
      const done: UserEvent = { type: 'PasswordResetCompleted', data: { userId, resetId: 'x1', passwordHash: 'hash-3', at } };
      given([registered, requested, done]).when(complete).thenThrows('BAD_REQUEST', resetLinkExpired);
    });

    it('given a pending reset, when the link is late or the secret wrong, then BAD_REQUEST with the token IS_EXPIRED_TOKEN', () => {
      given([registered, requested])
        .when({ ...complete, at: '2026-11-22T10:31:00.000Z' })
        .thenThrows('BAD_REQUEST', resetLinkExpired);
      given([registered, requested])
        .when({ ...complete, tokenHash: 'other' })
        .thenThrows('BAD_REQUEST', resetLinkExpired);
    });

    it('given no account, then BAD_REQUEST with the token IS_EXPIRED_TOKEN', () => {
      given([]).when(complete).thenThrows('BAD_REQUEST', resetLinkExpired);
    });
  });

  describe('ChangeEmail', () => {
    it('given the right password, then the address changes', () => {
      given([registered])
        .when({ type: 'ChangeEmail', verifiedHash: 'hash-1', newEmail: 'ann@new.example', at })
        .then([{ type: 'EmailChanged', data: { userId, previousEmail: 'ann@example.com', email: 'ann@new.example', at } }]);
    });

    it('given a wrong password, then INVALID_PHONE_PASSWORD on password', () => {
      given([registered]).when({ type: 'ChangeEmail', verifiedHash: null, newEmail: 'ann@new.example', at }).thenThrows('INVALID_PHONE_PASSWORD');
    });
  });

  describe('PatchProfile', () => {
    it('given an account, when allowed paths are replaced, then one event per changed section', () => {
      given([registered])
        .when({
          type: 'PatchProfile',
          operations: [
            { op: 'replace', path: '/position', value: 'Engineer' },
            { op: 'replace', path: '/interests/categories', value: ['business'] },
            { op: 'replace', path: '/publicProfileSettings/showAge', value: true },
            { op: 'replace', path: '/notificationSettings/receiveCourseRecommendations', value: false },
          ],
          at,
        })
        .then([
          { type: 'PersonalDetailsChanged', data: { userId, changes: { position: 'Engineer' } } },
          { type: 'InterestsChanged', data: { userId, interests: { categories: ['business'], subCategories: [] } } },
          {
            type: 'NotificationSettingsChanged',
            data: {
              userId,
              notificationSettings: { doNotReceivePromotionalEmails: false, receiveCourseRecommendations: false, receiveInstructorAnnouncements: true },
            },
          },
          {
            type: 'PublicProfileSettingsChanged',
            data: {
              userId,
              publicProfileSettings: {
                showAge: true,
                showCertificates: false,
                showInterests: false,
                showJobTitle: false,
                showLearningHours: false,
                showReviews: false,
              },
            },
          },
        ]);
    });

    it('given an account, when a path is outside the allow-list, then BAD_REQUEST and nothing changes', () => {
      given([registered])
        .when({
          type: 'PatchProfile',
          operations: [
            { op: 'replace', path: '/position', value: 'x' },
            { op: 'replace', path: '/role', value: 'ADMIN' },
          ],
          at,
        })
        .thenThrows('BAD_REQUEST', [{ field: '/role', code: 'BAD_REQUEST', rule: 'notAllowedPath' }]);
    });

    it('given no account, then NOT_FOUND', () => {
      given([])
        .when({ type: 'PatchProfile', operations: [{ op: 'replace', path: '/position', value: 'x' }], at })
        .thenThrows('NOT_FOUND');
    });

    it('given an account, when a birth date and job title are entered, then the personal details change', () => {
      const operations = [
        { op: 'replace', path: '/birthday', value: '1990-05-17' },
        { op: 'replace', path: '/position', value: ' Data analyst ' },
      ];
      given([registered])
        .when({ type: 'PatchProfile', operations, at })
        .then([{ type: 'PersonalDetailsChanged', data: { userId, changes: { birthday: '1990-05-17', position: 'Data analyst' } } }]);
    });

    it.each([
      ['tomorrow', '2026-11-23', { code: 'IS_DATE_STRING', rule: 'birthdayInFuture' }],
      ['today', '2026-11-22', { code: 'IS_DATE_STRING', rule: 'birthdayInFuture' }],
      ['nine years ago', '2017-06-01', { code: 'IS_DATE_STRING', rule: 'ageAtLeast', n: 10 }],
      ['121 years ago', '1905-01-01', { code: 'IS_DATE_STRING', rule: 'ageAtMost', n: 120 }],
    ] as const)('given an account, when the birth date is %s, then it is refused with its rule', (_name, birthday, problem) => {
      given([registered])
        .when({ type: 'PatchProfile', operations: [{ op: 'replace', path: '/birthday', value: birthday }], at })
        .thenThrows('BAD_REQUEST', [{ field: '/birthday', ...problem }]);
    });

    it('given an account, when the job title is longer than 100 characters, then it is refused with maxLength', () => {
      given([registered])
        .when({ type: 'PatchProfile', operations: [{ op: 'replace', path: '/position', value: 'x'.repeat(101) }], at })
        .thenThrows('BAD_REQUEST', [{ field: '/position', code: 'BAD_REQUEST', rule: 'maxLength', n: 100 }]);
    });
  });

  describe('ChangeProfileImage', () => {
    it('given an account, then the image changes', () => {
      given([registered])
        .when({ type: 'ChangeProfileImage', imageUrl: '/api/files/a.png' })
        .then([{ type: 'ProfileImageChanged', data: { userId, imageUrl: '/api/files/a.png' } }]);
    });
  });

  describe('administration', () => {
    it('given an account, when another administrator edits it, then names and role change', () => {
      given([registered])
        .when({ type: 'EditUserByAdmin', firstName: 'Anna', lastName: 'Lee', role: 'INSTRUCTOR', editedBy: 'admin' })
        .then([{ type: 'UserDetailsEditedByAdmin', data: { userId, firstName: 'Anna', lastName: 'Lee', role: 'INSTRUCTOR', editedBy: 'admin' } }]);
    });

    it('given an administrator, when they edit themselves here, then NOT_UPDATE_YOURSELF', () => {
      given([registered]).when({ type: 'EditUserByAdmin', firstName: 'A', lastName: 'B', role: 'ADMIN', editedBy: userId }).thenThrows('NOT_UPDATE_YOURSELF');
    });

    it('given an account, when another administrator deletes it, then it is deleted, naming the address to give back', () => {
      given([registered]).when({ type: 'DeleteUser', deletedBy: 'admin', at }).then([deleted]);
    });

    it('given an administrator, when they delete themselves, then NOT_DELETE_YOURSELF', () => {
      given([registered]).when({ type: 'DeleteUser', deletedBy: userId, at }).thenThrows('NOT_DELETE_YOURSELF');
    });

    it('given a deleted account, when edited or deleted, then NOT_FOUND', () => {
      given([registered, deleted]).when({ type: 'DeleteUser', deletedBy: 'admin', at }).thenThrows('NOT_FOUND');
    });
  });

  describe('DeactivateUser', () => {
    const deactivate = { type: 'DeactivateUser' as const, orgId: 'o1', by: 'hr1', at };
    const deactivated: UserEvent = { type: 'UserDeactivated', data: { userId, orgId: 'o1', by: 'hr1', at } };
    const pendingReset: UserEvent = {
      type: 'PasswordResetRequested',
      data: { userId, resetId: 'r1', tokenHash: 't1', expiresAt: '2026-11-29T10:00:00.000Z', at },
    };

    it('given an account added by an organisation, then it is registered without a session', () => {
      const person = {
        userId,
        email: 'ann@example.com',
        firstName: 'Ann',
        lastName: 'Lee',
        role: 'B2B' as const,
        passwordHash: '!unset',
        source: 'organisation' as const,
      };
      given([])
        .when({ type: 'RegisterUser', ...person, session: null, at })
        .then([{ type: 'UserRegistered', data: { ...person, registeredAt: at } }]);
    });

    it('given an active account, then deactivated; given it already deactivated or deleted, then nothing more', () => {
      given([registered, loggedIn]).when(deactivate).then([deactivated]);
      given([registered, loggedIn, deactivated]).when(deactivate).thenNothing();
      given([registered, deleted]).when(deactivate).thenNothing();
      given([]).when(deactivate).thenThrows('NOT_FOUND');
    });

    it('given a deactivated account, when its owner signs in with the right password, then IS_NOT_ACTIVE; a wrong one, INCORRECT_EMAIL_PASSWORD', () => {
      given([registered, deactivated]).when({ type: 'LogIn', verifiedHash: 'hash-1', session, at }).thenThrows('IS_NOT_ACTIVE');
      given([registered, deactivated]).when({ type: 'LogIn', verifiedHash: null, session, at }).thenThrows('INCORRECT_EMAIL_PASSWORD');
    });

    it('given a deactivated account, then its reset link no longer works and nothing else changes it, but an administrator may close it', () => {
      const reset = { type: 'CompletePasswordReset' as const, resetId: 'r1', tokenHash: 't1', newPasswordHash: 'hash-2', at };
      given([registered, pendingReset, deactivated]).when(reset).thenThrows('BAD_REQUEST', resetLinkExpired);
      given([registered, deactivated]).when({ type: 'PatchProfile', operations: [], at }).thenThrows('NOT_FOUND');
      given([registered, deactivated]).when({ type: 'RequestPasswordReset', resetId: 'r2', tokenHash: 't2', expiresAt: at, at }).thenThrows('NOT_FOUND');
      given([registered, deactivated]).when({ type: 'DeleteUser', deletedBy: 'admin', at }).then([deleted]);
    });
  });
});
