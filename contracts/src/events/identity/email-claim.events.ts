import type { DomainEvent } from '../event.js';
import type { Role } from '../../identity/roles.js';

/** The first session of an account opened by sign-up; `refreshTokenHash` is the SHA-256 of its first refresh token. */
export interface FirstSession {
  sessionId: string;
  refreshTokenHash: string;
  expiresAt: string;
}

/**
 * What a claim is for when the claim is the request's one fact (ADR 34): the account-opening workflow
 * finishes it on the account's stream, or the organisation's proposal waits for it. A claim without
 * it (written before reservations) asks for nothing.
 */
export type ClaimPurpose =
  | {
      kind: 'open-account';
      firstName: string;
      lastName: string;
      role: Role;
      passwordHash: string;
      source: 'signup' | 'admin' | 'seed';
      session: FirstSession | null;
      at: string;
    }
  /** `verifiedHash`: the account's password hash the request checked the password against. */
  | { kind: 'change-email'; verifiedHash: string; at: string }
  /** A newcomer of an organisation's proposal (`PeopleProposed`), which waits for every newcomer's claim. */
  | { kind: 'join-organisation'; orgId: string; requestId: string };

/**
 * Stream `email-<sha256 of the lower-cased address>`: who holds an email address. Appending the
 * claim at "no stream" (or after a release) is what makes addresses unique across accounts.
 */
export type EmailClaimed = DomainEvent<'EmailClaimed', { email: string; userId: string; purpose?: ClaimPurpose }>;
export type EmailReleased = DomainEvent<'EmailReleased', { email: string; userId: string }>;
/** A workflow's claim for an organisation's newcomer found the address held by another account: the proposal is refused. */
export type EmailClaimRefused = DomainEvent<'EmailClaimRefused', { email: string; userId: string; purpose: ClaimPurpose }>;

export type EmailClaimEvent = EmailClaimed | EmailReleased | EmailClaimRefused;

export const EMAIL_CLAIM_EVENT_TYPES = ['EmailClaimed', 'EmailReleased', 'EmailClaimRefused'] as const satisfies readonly EmailClaimEvent['type'][];
