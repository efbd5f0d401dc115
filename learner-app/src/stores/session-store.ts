import type { AccessTokenClaims, AuthResponse } from '@khru/contracts';
import { create } from 'zustand';
import { clearStoredTokens, storeTokens } from './stored-tokens';
import { permissionsOf, readClaims } from './token-claims';

type SessionStatus = 'starting' | 'loggedIn' | 'loggedOut';

interface SessionState {
  status: SessionStatus;
  /** Set once start-up has restored, refreshed or dropped the stored session (spec: serverReady). */
  ready: boolean;
  userId: string | null;
  claims: AccessTokenClaims | null;
  permissions: string[];
  /** Login, sign-up and refresh all land here: store the pair, read role and permissions from the token. */
  loggedIn(auth: Pick<AuthResponse, 'id' | 'jwtToken' | 'refreshToken'>): void;
  loggedOut(): void;
  /** Start-up could not check the stored session (its refresh was interrupted): act logged out, keep the tokens for the next start. */
  unconfirmed(): void;
  markReady(): void;
}

export const useSessionStore = create<SessionState>((set) => ({
  status: 'starting',
  ready: false,
  userId: null,
  claims: null,
  permissions: [],
  loggedIn(auth) {
    storeTokens(auth);
    const claims = readClaims(auth.jwtToken);
    set({ status: 'loggedIn', userId: auth.id, claims, permissions: permissionsOf(claims) });
  },
  loggedOut() {
    clearStoredTokens();
    set({ status: 'loggedOut', userId: null, claims: null, permissions: [] });
  },
  unconfirmed() {
    set({ status: 'loggedOut', userId: null, claims: null, permissions: [] });
  },
  markReady() {
    set({ ready: true });
  },
}));
