import { describe, expect, it } from '@jest/globals';
import type { UserEvent } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { userDecider } from './user.decider.js';

const at = '2026-11-22T10:00:00.000Z';
const userId = 'u1';
const session = { sessionId: 's1', refreshTokenHash: 'r1', expiresAt: '2026-12-22T10:00:00.000Z' };
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId, email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', role: 'MEMBER', passwordHash: 'hash-1', source: 'signup', registeredAt: at },
};
const loggedIn: UserEvent = { type: 'UserLoggedIn', data: { userId, ...session, at } };
const deleted: UserEvent = { type: 'UserDeleted', data: { userId, deletedBy: 'admin', at } };
const when = givenWhen(userDecider);
const code = (result: unknown) => (result instanceof DomainError ? result.code : result);
/** A bad reset link is a 400 naming the token, never the top-level code that means "session over". */
const refusal = (result: unknown) => (result instanceof DomainError ? { code: result.code, fields: result.fields } : result);
const resetLinkRefused = { code: 'BAD_REQUEST', fields: [{ field: 'token', code: 'IS_EXPIRED_TOKEN', rule: 'resetLinkExpired' }] };

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
      expect(when([], { ...register, session })).toEqual([registered, loggedIn]);
    });

    it('given nothing, when an administrator creates it, then no session starts', () => {
      expect(when([], { ...register, source: 'admin', session: null })).toEqual([{ ...registered, data: { ...registered.data, source: 'admin' } }]);
    });

    it('given an account, then ALREADY_EXIST', () => {
      expect(code(when([registered], { ...register, session: null }))).toBe('ALREADY_EXIST');
    });
  });

  describe('LogIn', () => {
    it('given an account, when the password matched the current hash, then a session starts', () => {
      expect(when([registered], { type: 'LogIn', verifiedHash: 'hash-1', session, at })).toEqual([loggedIn]);
    });

    it('given an account, when the password did not match, then INCORRECT_EMAIL_PASSWORD', () => {
      expect(code(when([registered], { type: 'LogIn', verifiedHash: null, session, at }))).toBe('INCORRECT_EMAIL_PASSWORD');
    });

    it('given the password changed after it was checked, then INCORRECT_EMAIL_PASSWORD', () => {
      const changed: UserEvent = { type: 'PasswordChanged', data: { userId, passwordHash: 'hash-2', keptSessionId: null, at } };
      expect(code(when([registered, changed], { type: 'LogIn', verifiedHash: 'hash-1', session, at }))).toBe('INCORRECT_EMAIL_PASSWORD');
    });

    it('given a deleted account, then INCORRECT_EMAIL_PASSWORD (nothing tells it apart)', () => {
      expect(code(when([registered, deleted], { type: 'LogIn', verifiedHash: 'hash-1', session, at }))).toBe('INCORRECT_EMAIL_PASSWORD');
    });
  });

  describe('LogOut', () => {
    it('given an open session, then it ends', () => {
      expect(when([registered, loggedIn], { type: 'LogOut', sessionId: 's1', at })).toEqual([{ type: 'UserLoggedOut', data: { userId, sessionId: 's1', at } }]);
    });

    it('given the session already ended, then nothing happens', () => {
      expect(when([registered, loggedIn, { type: 'UserLoggedOut', data: { userId, sessionId: 's1', at } }], { type: 'LogOut', sessionId: 's1', at })).toEqual(
        [],
      );
    });
  });

  describe('ChangePassword', () => {
    it('given the right current password, then the password changes and only this session stays', () => {
      const other: UserEvent = { type: 'UserLoggedIn', data: { userId, sessionId: 's2', refreshTokenHash: 'r2', expiresAt: session.expiresAt, at } };
      const events = when([registered, loggedIn, other], {
        type: 'ChangePassword',
        verifiedHash: 'hash-1',
        newPasswordHash: 'hash-2',
        keptSessionId: 's1',
        at,
      });
      expect(events).toEqual([{ type: 'PasswordChanged', data: { userId, passwordHash: 'hash-2', keptSessionId: 's1', at } }]);
      const state = [registered, loggedIn, other, ...(events as UserEvent[])].reduce(userDecider.evolve, userDecider.initialState);
      expect(state.status === 'active' && Object.keys(state.sessions)).toEqual(['s1']);
    });

    it('given a wrong current password, then INVALID_PHONE_PASSWORD on currentPassword', () => {
      const result = when([registered], { type: 'ChangePassword', verifiedHash: null, newPasswordHash: 'hash-2', keptSessionId: 's1', at });
      expect(code(result)).toBe('INVALID_PHONE_PASSWORD');
      expect((result as DomainError).fields[0]?.field).toBe('currentPassword');
    });
  });

  describe('password reset', () => {
    const requested: UserEvent = {
      type: 'PasswordResetRequested',
      data: { userId, resetId: 'x1', tokenHash: 't1', expiresAt: '2026-11-22T10:30:00.000Z', at },
    };
    const complete = { type: 'CompletePasswordReset' as const, resetId: 'x1', tokenHash: 't1', newPasswordHash: 'hash-3', at: '2026-11-22T10:10:00.000Z' };

    it('given an account, when a reset is requested, then it is recorded', () => {
      expect(when([registered], { type: 'RequestPasswordReset', resetId: 'x1', tokenHash: 't1', expiresAt: '2026-11-22T10:30:00.000Z', at })).toEqual([
        requested,
      ]);
    });

    it('given a pending reset, when the link is used in time, then the password is replaced', () => {
      expect(when([registered, loggedIn, requested], complete)).toEqual([
        { type: 'PasswordResetCompleted', data: { userId, resetId: 'x1', passwordHash: 'hash-3', at: complete.at } },
      ]);
    });

    it('given the reset was used, when the link is used again, then BAD_REQUEST with the token IS_EXPIRED_TOKEN', () => {
      const done: UserEvent = { type: 'PasswordResetCompleted', data: { userId, resetId: 'x1', passwordHash: 'hash-3', at } };
      expect(refusal(when([registered, requested, done], complete))).toEqual(resetLinkRefused);
    });

    it('given a pending reset, when the link is late or the secret wrong, then BAD_REQUEST with the token IS_EXPIRED_TOKEN', () => {
      expect(refusal(when([registered, requested], { ...complete, at: '2026-11-22T10:31:00.000Z' }))).toEqual(resetLinkRefused);
      expect(refusal(when([registered, requested], { ...complete, tokenHash: 'other' }))).toEqual(resetLinkRefused);
    });

    it('given no account, then BAD_REQUEST with the token IS_EXPIRED_TOKEN', () => {
      expect(refusal(when([], complete))).toEqual(resetLinkRefused);
    });
  });

  describe('ChangeEmail', () => {
    it('given the right password, then the address changes', () => {
      expect(when([registered], { type: 'ChangeEmail', verifiedHash: 'hash-1', newEmail: 'ann@new.example', at })).toEqual([
        { type: 'EmailChanged', data: { userId, previousEmail: 'ann@example.com', email: 'ann@new.example', at } },
      ]);
    });

    it('given a wrong password, then INVALID_PHONE_PASSWORD on password', () => {
      expect(code(when([registered], { type: 'ChangeEmail', verifiedHash: null, newEmail: 'ann@new.example', at }))).toBe('INVALID_PHONE_PASSWORD');
    });
  });

  describe('PatchProfile', () => {
    it('given an account, when allowed paths are replaced, then one event per changed section', () => {
      const events = when([registered], {
        type: 'PatchProfile',
        operations: [
          { op: 'replace', path: '/position', value: 'Engineer' },
          { op: 'replace', path: '/interests/categories', value: ['business'] },
          { op: 'replace', path: '/publicProfileSettings/showAge', value: true },
          { op: 'replace', path: '/notificationSettings/receiveCourseRecommendations', value: false },
        ],
        at,
      }) as UserEvent[];
      expect(events.map((e) => e.type)).toEqual(['PersonalDetailsChanged', 'InterestsChanged', 'NotificationSettingsChanged', 'PublicProfileSettingsChanged']);
      expect(events[0]?.data).toEqual({ userId, changes: { position: 'Engineer' } });
    });

    it('given an account, when a path is outside the allow-list, then BAD_REQUEST and nothing changes', () => {
      const result = when([registered], {
        type: 'PatchProfile',
        operations: [
          { op: 'replace', path: '/position', value: 'x' },
          { op: 'replace', path: '/role', value: 'ADMIN' },
        ],
        at,
      });
      expect(code(result)).toBe('BAD_REQUEST');
      expect((result as DomainError).fields).toEqual([{ field: '/role', code: 'BAD_REQUEST', rule: 'notAllowedPath' }]);
    });

    it('given no account, then NOT_FOUND', () => {
      expect(code(when([], { type: 'PatchProfile', operations: [{ op: 'replace', path: '/position', value: 'x' }], at }))).toBe('NOT_FOUND');
    });

    it('given an account, when a birth date and job title are entered, then the personal details change', () => {
      const operations = [
        { op: 'replace', path: '/birthday', value: '1990-05-17' },
        { op: 'replace', path: '/position', value: ' Data analyst ' },
      ];
      expect(when([registered], { type: 'PatchProfile', operations, at })).toEqual([
        { type: 'PersonalDetailsChanged', data: { userId, changes: { birthday: '1990-05-17', position: 'Data analyst' } } },
      ]);
    });

    it.each([
      ['tomorrow', '2026-11-23', { code: 'IS_DATE_STRING', rule: 'birthdayInFuture' }],
      ['today', '2026-11-22', { code: 'IS_DATE_STRING', rule: 'birthdayInFuture' }],
      ['nine years ago', '2017-06-01', { code: 'IS_DATE_STRING', rule: 'ageAtLeast', n: 10 }],
      ['121 years ago', '1905-01-01', { code: 'IS_DATE_STRING', rule: 'ageAtMost', n: 120 }],
    ])('given an account, when the birth date is %s, then it is refused with its rule', (_name, birthday, problem) => {
      const result = when([registered], { type: 'PatchProfile', operations: [{ op: 'replace', path: '/birthday', value: birthday }], at });
      expect(refusal(result)).toEqual({ code: 'BAD_REQUEST', fields: [{ field: '/birthday', ...problem }] });
    });

    it('given an account, when the job title is longer than 100 characters, then it is refused with maxLength', () => {
      const result = when([registered], { type: 'PatchProfile', operations: [{ op: 'replace', path: '/position', value: 'x'.repeat(101) }], at });
      expect(refusal(result)).toEqual({ code: 'BAD_REQUEST', fields: [{ field: '/position', code: 'BAD_REQUEST', rule: 'maxLength', n: 100 }] });
    });
  });

  describe('ChangeProfileImage', () => {
    it('given an account, then the image changes', () => {
      expect(when([registered], { type: 'ChangeProfileImage', imageUrl: '/api/files/a.png' })).toEqual([
        { type: 'ProfileImageChanged', data: { userId, imageUrl: '/api/files/a.png' } },
      ]);
    });
  });

  describe('administration', () => {
    it('given an account, when another administrator edits it, then names and role change', () => {
      expect(when([registered], { type: 'EditUserByAdmin', firstName: 'Anna', lastName: 'Lee', role: 'INSTRUCTOR', editedBy: 'admin' })).toEqual([
        { type: 'UserDetailsEditedByAdmin', data: { userId, firstName: 'Anna', lastName: 'Lee', role: 'INSTRUCTOR', editedBy: 'admin' } },
      ]);
    });

    it('given an administrator, when they edit themselves here, then NOT_UPDATE_YOURSELF', () => {
      expect(code(when([registered], { type: 'EditUserByAdmin', firstName: 'A', lastName: 'B', role: 'ADMIN', editedBy: userId }))).toBe('NOT_UPDATE_YOURSELF');
    });

    it('given an account, when another administrator deletes it, then it is deleted', () => {
      expect(when([registered], { type: 'DeleteUser', deletedBy: 'admin', at })).toEqual([deleted]);
    });

    it('given an administrator, when they delete themselves, then NOT_DELETE_YOURSELF', () => {
      expect(code(when([registered], { type: 'DeleteUser', deletedBy: userId, at }))).toBe('NOT_DELETE_YOURSELF');
    });

    it('given a deleted account, when edited or deleted, then NOT_FOUND', () => {
      expect(code(when([registered, deleted], { type: 'DeleteUser', deletedBy: 'admin', at }))).toBe('NOT_FOUND');
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
      expect(when([], { type: 'RegisterUser', ...person, session: null, at })).toEqual([{ type: 'UserRegistered', data: { ...person, registeredAt: at } }]);
    });

    it('given an active account, then deactivated; given it already deactivated or deleted, then nothing more', () => {
      expect(when([registered, loggedIn], deactivate)).toEqual([deactivated]);
      expect(when([registered, loggedIn, deactivated], deactivate)).toEqual([]);
      expect(when([registered, deleted], deactivate)).toEqual([]);
      expect(code(when([], deactivate))).toBe('NOT_FOUND');
    });

    it('given a deactivated account, when its owner signs in with the right password, then IS_NOT_ACTIVE; a wrong one, INCORRECT_EMAIL_PASSWORD', () => {
      expect(code(when([registered, deactivated], { type: 'LogIn', verifiedHash: 'hash-1', session, at }))).toBe('IS_NOT_ACTIVE');
      expect(code(when([registered, deactivated], { type: 'LogIn', verifiedHash: null, session, at }))).toBe('INCORRECT_EMAIL_PASSWORD');
    });

    it('given a deactivated account, then its reset link no longer works and nothing else changes it, but an administrator may close it', () => {
      const reset = { type: 'CompletePasswordReset' as const, resetId: 'r1', tokenHash: 't1', newPasswordHash: 'hash-2', at };
      expect(refusal(when([registered, pendingReset, deactivated], reset))).toEqual(resetLinkRefused);
      expect(code(when([registered, deactivated], { type: 'PatchProfile', operations: [], at }))).toBe('NOT_FOUND');
      expect(code(when([registered, deactivated], { type: 'RequestPasswordReset', resetId: 'r2', tokenHash: 't2', expiresAt: at, at }))).toBe('NOT_FOUND');
      expect(when([registered, deactivated], { type: 'DeleteUser', deletedBy: 'admin', at })).toEqual([deleted]);
    });
  });
});
