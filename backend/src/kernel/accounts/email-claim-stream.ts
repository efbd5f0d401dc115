import { createHash } from 'node:crypto';

/** Addresses compare without case or surrounding space. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Identity's claim of an address, `email-<sha256>` (the name hides the address itself). Named in the
 * kernel so that a capability bringing people (an organisation's newcomers) can send claims to it.
 */
export const emailClaimStream = (email: string): string => `email-${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`;
