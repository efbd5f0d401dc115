import { Inject, Injectable } from '@nestjs/common';
import {
  EMPLOYEES_COLLECTION,
  SUPPORT_VISITOR_HEADER,
  USERS_COLLECTION,
  type EmployeeDocument,
  type SupportVisitorResponse,
  type UserDocument,
} from '@khru/contracts';
import type { DocumentStore, EventStore, RuntimeConfig } from '@khru/platform';
import type { ProjectionRunner } from '@khru/projections';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { Caller } from '../../kernel/auth/caller.js';
import { now } from '../../kernel/clock/clock.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { READ_WAIT_MS } from '../../kernel/http/read-after.interceptor.js';
import { DOCUMENT_STORE, EVENT_STORE, PROJECTION_RUNNER, RUNTIME_CONFIG } from '../../kernel/infrastructure/tokens.js';
import { StreamCaller } from '../../kernel/live/stream-caller.js';
import type { SupportLearnerRef } from '../conversation/conversation.decider.js';
import { SupportVisitorTokens } from '../visitor/support-visitor-tokens.js';
import type { VisitorIdentity, VisitorTokenClaims } from '../visitor/visitor-token.js';

/** A logged-in learner as support chat knows them: the account's name and email, and their organisation if any. */
export interface SupportLearner {
  kind: 'learner';
  userId: string;
  name: string;
  email: string;
  organisationId: string | null;
  caller: Caller;
}

export type SupportVisitor = VisitorTokenClaims & { kind: 'visitor' };

/** Who calls a learner-side support endpoint. */
export type SupportCaller = SupportLearner | SupportVisitor;

/** The reference a conversation command carries for the caller. */
export const learnerRefOf = (caller: SupportCaller): SupportLearnerRef =>
  caller.kind === 'learner' ? { userId: caller.userId } : { visitorId: caller.visitorId };

const bearerToken = (header: string | undefined): string | undefined => /^bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/**
 * Who is calling support chat: a learner by access token (bearer, or `?access_token=` on the event stream), else a
 * visitor by their signed token (the `x-support-visitor` header, or `?visitor_token=`). Visitor tokens are made here,
 * HMAC-signed with a kept key and dated (ADR 29): no stream is written for a new visitor.
 */
@Injectable()
export class SupportCallers {
  private readonly visitorTokens: SupportVisitorTokens;

  constructor(
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly tokens: StreamCaller,
  ) {
    this.visitorTokens = new SupportVisitorTokens(config, store);
  }

  /** A new visitor: a fresh id, and the token that names it with the name and email given. */
  newVisitor(name: string, email: string): SupportVisitorResponse {
    const identity = { visitorId: randomUUID(), name, email };
    return { ...identity, visitorToken: this.visitorTokens.issue(identity, now()) };
  }

  /** The token a reply mailed at `at` links with, or null once the visitor joined an account. */
  mailedVisitorToken(identity: VisitorIdentity, at: Date): Promise<string | null> {
    return this.visitorTokens.mailed(identity, at);
  }

  /** The visitor a token acts for: 401 when it is not a token or has expired, 403 once the visitor joined an account. */
  async visitorOf(token: unknown): Promise<SupportVisitor> {
    return { kind: 'visitor', ...(await this.visitorTokens.acting(token, now())) };
  }

  /** The visitor whose token a logged-in learner brings to join: 400 naming the token when it is not one or has expired. */
  joiningVisitor(token: unknown, at: Date): VisitorTokenClaims {
    return this.visitorTokens.joining(token, at);
  }

  /** For a visitor whose token is from an earlier day, a fresh one to answer with; else null. */
  renewedToken(caller: SupportCaller): string | null {
    return caller.kind === 'visitor' ? this.visitorTokens.renewed(caller, now()) : null;
  }

  /** The caller of a request: the bearer token's learner first, else the visitor header's visitor; else UNAUTHORIZED. */
  async ofRequest(request: Request & { caller?: Caller }): Promise<SupportCaller> {
    if (request.caller) return this.learnerOf(request.caller);
    // A bearer token the access guard did not take: expired or ended, answered as for any endpoint that needs login.
    if (request.headers.authorization !== undefined) return this.ofAccessToken(bearerToken(request.headers.authorization));
    const visitor = request.headers[SUPPORT_VISITOR_HEADER];
    return this.visitorOf(Array.isArray(visitor) ? visitor[0] : visitor);
  }

  /** The learner of an access token, verified as the access guard verifies a bearer token. */
  async ofAccessToken(token: string | undefined): Promise<SupportLearner> {
    return this.learnerOf(await this.tokens.of(token));
  }

  /** The account's name and email, and the organisation it is an active member of. */
  async learnerOf(caller: Caller): Promise<SupportLearner> {
    const users = this.documents.collection<UserDocument>(USERS_COLLECTION);
    const projection = { projection: { firstName: 1, lastName: 1, email: 1 } } as const;
    let user = await users.findOne({ _id: caller.userId }, projection);
    if (!user) {
      // A token from a sign-up the read models have not applied yet: wait (bounded) for them to catch up.
      const head = await this.store.headPosition();
      if (head) await this.runner.waitFor(head, READ_WAIT_MS);
      user = await users.findOne({ _id: caller.userId }, projection);
    }
    if (!user) throw new DomainError('IS_EXPIRED_TOKEN');
    const employee = await this.documents.collection<EmployeeDocument>(EMPLOYEES_COLLECTION).findOne({ _id: caller.userId });
    return {
      kind: 'learner',
      userId: caller.userId,
      name: `${user.firstName} ${user.lastName}`.trim() || user.email,
      email: user.email,
      organisationId: employee?.active ? employee.orgId : null,
      caller,
    };
  }
}
