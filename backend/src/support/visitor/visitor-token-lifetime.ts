import type { VisitorIdentity, VisitorTokenClaims } from './visitor-token.js';

const DAY_SECONDS = 24 * 3600;

/**
 * The start of the day (UTC) of `at`, in seconds. Tokens are dated by their day, so every token issued to a visitor on
 * one day is the same token: a reply mailed that day carries the one the browser holds, and requests renewing a token
 * at the same time all get the same one back.
 */
const dayOf = (at: Date): number => Math.floor(at.getTime() / 1000 / DAY_SECONDS) * DAY_SECONDS;

/** The claims of a token issued at `at`: dated by its day, and taken for `days` days from the start of it. */
export function visitorTokenClaims({ visitorId, name, email }: VisitorIdentity, at: Date, days: number): VisitorTokenClaims {
  const iat = dayOf(at);
  return { visitorId, name, email, iat, exp: iat + days * DAY_SECONDS };
}

/** A token used on a later day than it was issued is replaced, so a visitor who keeps using the chat keeps a live token. */
export const isRenewalDue = (claims: VisitorTokenClaims, at: Date): boolean => claims.iat < dayOf(at);
