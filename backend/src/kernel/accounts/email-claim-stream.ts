import { createHash } from 'node:crypto';

/** Addresses compare without case or surrounding space. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The stream name hides the address itself: `email-<sha256>`. */
export const emailClaimStream = (email: string): string => `email-${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`;
