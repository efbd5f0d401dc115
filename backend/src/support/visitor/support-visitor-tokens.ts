import { SUPPORT_VISITOR_HEADER, supportVisitorStream, type SupportVisitorEvent } from '@khru/contracts';
import type { EventStore, RuntimeConfig } from '@khru/platform';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { supportVisitorDecider } from './support-visitor.decider.js';
import { resolveSupportVisitorKey } from './visitor-signing-key.js';
import { isRenewalDue, visitorTokenClaims } from './visitor-token-lifetime.js';
import { readVisitorToken, signVisitorToken, type VisitorIdentity, type VisitorTokenClaims } from './visitor-token.js';

/**
 * Visitor tokens as the server issues and takes them (ADR 29): HMAC-signed with the kept key, dated by the day and taken
 * for `SUPPORT_VISITOR_TOKEN_DAYS` (30 by default), and no longer taken once their visitor joined an account (the visitor
 * decider's rule, checked against the visitor's stream at each use).
 */
export class SupportVisitorTokens {
  private key: string | null = null;

  constructor(
    private readonly config: RuntimeConfig,
    private readonly store: EventStore,
  ) {}

  issue(identity: VisitorIdentity, at: Date): string {
    return signVisitorToken(this.signingKey(), visitorTokenClaims(identity, at, this.config.supportVisitorTokenDays));
  }

  /** A token acting for its visitor: 401 UNAUTHORIZED when it is not one, 401 IS_EXPIRED_TOKEN past its lifetime, 403 once the visitor joined. */
  async acting(token: unknown, at: Date): Promise<VisitorTokenClaims> {
    const reading = readVisitorToken(this.signingKey(), token, at);
    if ('refused' in reading) throw new DomainError(reading.refused === 'expired' ? 'IS_EXPIRED_TOKEN' : 'UNAUTHORIZED');
    const refusal = await this.refusalOf(reading.claims.visitorId);
    if (refusal) throw refusal;
    return reading.claims;
  }

  /**
   * A token a logged-in learner brings to join (the visitor decider then rules on the join). Its refusal is a 400 naming
   * the token: the request's credential is the bearer token, and a 401 would end the learner's session.
   */
  joining(token: unknown, at: Date): VisitorTokenClaims {
    const reading = readVisitorToken(this.signingKey(), token, at);
    if ('refused' in reading) throw DomainError.badRequest([{ field: SUPPORT_VISITOR_HEADER, code: 'IS_EXPIRED_TOKEN' }]);
    return reading.claims;
  }

  /** A fresh token to answer with when the one used is from an earlier day; else null. */
  renewed(claims: VisitorTokenClaims, at: Date): string | null {
    return isRenewalDue(claims, at) ? this.issue(claims, at) : null;
  }

  /** The token a reply mailed at `at` links with: a fresh one, or none once the visitor joined (the account opens it). */
  async mailed(identity: VisitorIdentity, at: Date): Promise<string | null> {
    return (await this.refusalOf(identity.visitorId)) ? null : this.issue(identity, at);
  }

  private async refusalOf(visitorId: string): Promise<DomainError | null> {
    const events = await this.store.readStream(supportVisitorStream(visitorId));
    const state = events
      .map((e) => ({ type: e.type, data: e.data }) as SupportVisitorEvent)
      .reduce(supportVisitorDecider.evolve, supportVisitorDecider.initialState());
    const decision = supportVisitorDecider.decide({ type: 'ActAsVisitor', visitorId }, state);
    return decision instanceof DomainError ? decision : null;
  }

  private signingKey(): string {
    this.key ??= resolveSupportVisitorKey(this.config.supportVisitorKey, this.config.dataDir);
    return this.key;
  }
}
