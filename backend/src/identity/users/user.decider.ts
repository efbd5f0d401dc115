import { initialProfile, type FirstSession, type Role, type UserEvent } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { decideProfilePatch, type EditableProfile } from './profile-patch.js';

/** A session a command opens: an account's first (sign-up) or a login. */
export type NewSession = FirstSession;

/**
 * Commands that depend on a password carry `verifiedHash`: the stored hash the handler checked the
 * password against (null when it did not match). The decider compares it with the current hash,
 * so a password changed in between can never be used.
 */
export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      role: Role;
      passwordHash: string;
      source: 'signup' | 'admin' | 'organisation' | 'seed';
      session: NewSession | null;
      at: string;
    }
  | { type: 'LogIn'; verifiedHash: string | null; session: NewSession; at: string }
  | { type: 'LogOut'; sessionId: string; at: string }
  | { type: 'ChangePassword'; verifiedHash: string | null; newPasswordHash: string; keptSessionId: string; at: string }
  | { type: 'RequestPasswordReset'; resetId: string; tokenHash: string; expiresAt: string; at: string }
  | { type: 'CompletePasswordReset'; resetId: string; tokenHash: string; newPasswordHash: string; at: string }
  | { type: 'ChangeEmail'; verifiedHash: string | null; newEmail: string; at: string }
  | { type: 'PatchProfile'; operations: unknown; at: string }
  | { type: 'ChangeProfileImage'; imageUrl: string }
  | { type: 'EditUserByAdmin'; firstName: string; lastName: string; role: Role; editedBy: string }
  | { type: 'DeleteUser'; deletedBy: string; at: string }
  | { type: 'DeactivateUser'; orgId: string; by: string; at: string };

export interface ActiveUser {
  status: 'active';
  userId: string;
  email: string;
  role: Role;
  passwordHash: string;
  sessions: Record<string, { refreshTokenHash: string; expiresAt: string }>;
  pendingReset: { resetId: string; tokenHash: string; expiresAt: string } | null;
  profile: EditableProfile;
}

/** An account its organisation deactivated: no session, no sign-in; the password is kept only to tell the owner why. */
export interface DeactivatedUser {
  status: 'deactivated';
  userId: string;
  email: string;
  role: Role;
  passwordHash: string;
}

export type UserState = { status: 'absent' } | ActiveUser | DeactivatedUser | { status: 'deleted'; userId: string };

const wrongCredentials = () => new DomainError('INCORRECT_EMAIL_PASSWORD');
const resetLinkInvalid = () => new DomainError('BAD_REQUEST', [{ field: 'token', code: 'IS_EXPIRED_TOKEN', rule: 'resetLinkExpired' }]);

function onActive(state: UserState, update: (user: ActiveUser) => ActiveUser): UserState {
  return state.status === 'active' ? update(state) : state;
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, email, firstName, lastName, role, passwordHash } = event.data;
        return {
          status: 'active',
          userId,
          email,
          role,
          passwordHash,
          sessions: {},
          pendingReset: null,
          profile: initialProfile(firstName, lastName),
        };
      }
      case 'UserLoggedIn':
        return onActive(state, (u) => ({
          ...u,
          sessions: { ...u.sessions, [event.data.sessionId]: { refreshTokenHash: event.data.refreshTokenHash, expiresAt: event.data.expiresAt } },
        }));
      case 'UserLoggedOut':
        return onActive(state, (u) => {
          const { [event.data.sessionId]: _ended, ...sessions } = u.sessions;
          return { ...u, sessions };
        });
      case 'PasswordChanged':
        return onActive(state, (u) => {
          const kept = event.data.keptSessionId ? u.sessions[event.data.keptSessionId] : undefined;
          return { ...u, passwordHash: event.data.passwordHash, sessions: kept && event.data.keptSessionId ? { [event.data.keptSessionId]: kept } : {} };
        });
      case 'PasswordResetRequested':
        return onActive(state, (u) => ({
          ...u,
          pendingReset: { resetId: event.data.resetId, tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt },
        }));
      case 'PasswordResetCompleted':
        return onActive(state, (u) => ({ ...u, passwordHash: event.data.passwordHash, pendingReset: null, sessions: {} }));
      case 'EmailChanged':
        return onActive(state, (u) => ({ ...u, email: event.data.email }));
      case 'PersonalDetailsChanged':
        return onActive(state, (u) => ({ ...u, profile: { ...u.profile, ...event.data.changes } }));
      case 'InterestsChanged':
        return onActive(state, (u) => ({ ...u, profile: { ...u.profile, interests: event.data.interests } }));
      case 'NotificationSettingsChanged':
        return onActive(state, (u) => ({ ...u, profile: { ...u.profile, notificationSettings: event.data.notificationSettings } }));
      case 'PublicProfileSettingsChanged':
        return onActive(state, (u) => ({ ...u, profile: { ...u.profile, publicProfileSettings: event.data.publicProfileSettings } }));
      case 'ProfileImageChanged':
        return state;
      case 'UserDetailsEditedByAdmin':
        return onActive(state, (u) => ({
          ...u,
          role: event.data.role,
          profile: { ...u.profile, firstName: event.data.firstName, lastName: event.data.lastName },
        }));
      case 'UserDeleted':
        return { status: 'deleted', userId: event.data.userId };
      case 'UserDeactivated':
        return state.status === 'active'
          ? { status: 'deactivated', userId: state.userId, email: state.email, role: state.role, passwordHash: state.passwordHash }
          : state;
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    if (command.type === 'RegisterUser') {
      if (state.status !== 'absent') return DomainError.alreadyExists();
      const { type: _type, session, at, ...data } = command;
      const registered: UserEvent = { type: 'UserRegistered', data: { ...data, registeredAt: at } };
      return session ? [registered, { type: 'UserLoggedIn', data: { userId: command.userId, ...session, at } }] : [registered];
    }
    if (state.status === 'deactivated') return decideDeactivated(command, state);
    if (state.status !== 'active') {
      if (command.type === 'DeactivateUser' && state.status === 'deleted') return [];
      return command.type === 'LogIn' ? wrongCredentials() : command.type === 'CompletePasswordReset' ? resetLinkInvalid() : DomainError.notFound();
    }
    const userId = state.userId;
    switch (command.type) {
      case 'LogIn':
        if (command.verifiedHash !== state.passwordHash) return wrongCredentials();
        return [{ type: 'UserLoggedIn', data: { userId, ...command.session, at: command.at } }];
      case 'LogOut':
        if (!Object.hasOwn(state.sessions, command.sessionId)) return [];
        return [{ type: 'UserLoggedOut', data: { userId, sessionId: command.sessionId, at: command.at } }];
      case 'ChangePassword':
        if (command.verifiedHash !== state.passwordHash) {
          return new DomainError('INVALID_PHONE_PASSWORD', [{ field: 'currentPassword', code: 'INVALID_PHONE_PASSWORD' }]);
        }
        return [{ type: 'PasswordChanged', data: { userId, passwordHash: command.newPasswordHash, keptSessionId: command.keptSessionId, at: command.at } }];
      case 'RequestPasswordReset':
        return [
          {
            type: 'PasswordResetRequested',
            data: { userId, resetId: command.resetId, tokenHash: command.tokenHash, expiresAt: command.expiresAt, at: command.at },
          },
        ];
      case 'CompletePasswordReset': {
        const pending = state.pendingReset;
        const valid =
          pending && pending.resetId === command.resetId && pending.tokenHash === command.tokenHash && Date.parse(pending.expiresAt) > Date.parse(command.at);
        if (!valid) return resetLinkInvalid();
        return [{ type: 'PasswordResetCompleted', data: { userId, resetId: command.resetId, passwordHash: command.newPasswordHash, at: command.at } }];
      }
      case 'ChangeEmail':
        if (command.verifiedHash !== state.passwordHash) {
          return new DomainError('INVALID_PHONE_PASSWORD', [{ field: 'password', code: 'INVALID_PHONE_PASSWORD' }]);
        }
        if (command.newEmail === state.email) return [];
        return [{ type: 'EmailChanged', data: { userId, previousEmail: state.email, email: command.newEmail, at: command.at } }];
      case 'PatchProfile':
        return decideProfilePatch(userId, state.profile, command.operations, new Date(command.at));
      case 'ChangeProfileImage':
        return [{ type: 'ProfileImageChanged', data: { userId, imageUrl: command.imageUrl } }];
      case 'EditUserByAdmin':
        if (command.editedBy === userId) return new DomainError('NOT_UPDATE_YOURSELF');
        return [
          {
            type: 'UserDetailsEditedByAdmin',
            data: { userId, firstName: command.firstName, lastName: command.lastName, role: command.role, editedBy: command.editedBy },
          },
        ];
      case 'DeleteUser':
        if (command.deletedBy === userId) return new DomainError('NOT_DELETE_YOURSELF');
        return [{ type: 'UserDeleted', data: { userId, deletedBy: command.deletedBy, at: command.at, email: state.email } }];
      case 'DeactivateUser':
        return [{ type: 'UserDeactivated', data: { userId, orgId: command.orgId, by: command.by, at: command.at } }];
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};

/**
 * A deactivated account: the right password learns IS_NOT_ACTIVE (a wrong one learns nothing more
 * than for any account), a reset link no longer works, and an administrator may still close it.
 */
function decideDeactivated(command: Exclude<UserCommand, { type: 'RegisterUser' }>, state: DeactivatedUser): readonly UserEvent[] | DomainError {
  switch (command.type) {
    case 'LogIn':
      return command.verifiedHash === state.passwordHash ? new DomainError('IS_NOT_ACTIVE') : wrongCredentials();
    case 'DeactivateUser':
      return [];
    case 'CompletePasswordReset':
      return resetLinkInvalid();
    case 'DeleteUser':
      if (command.deletedBy === state.userId) return new DomainError('NOT_DELETE_YOURSELF');
      return [{ type: 'UserDeleted', data: { userId: state.userId, deletedBy: command.deletedBy, at: command.at, email: state.email } }];
    default:
      return DomainError.notFound();
  }
}
