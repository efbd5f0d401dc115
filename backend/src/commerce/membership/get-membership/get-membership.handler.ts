import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CURRENCY, MEMBERSHIP_PLAN, MEMBERSHIPS_COLLECTION, type MembershipDocument, type MembershipResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { GetMembershipQuery } from './get-membership.query.js';

/** The learner's membership with the plan's terms (none yet is a membership of status `none`). */
@QueryHandler(GetMembershipQuery)
export class GetMembershipHandler implements IQueryHandler<GetMembershipQuery, MembershipResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ userId }: GetMembershipQuery): Promise<MembershipResponse> {
    const doc = await this.documents.collection<MembershipDocument>(MEMBERSHIPS_COLLECTION).findOne({ _id: userId });
    const { _id, ...membership } = doc ?? {
      _id: userId,
      status: 'none' as const,
      autoRenew: false,
      cardLast4: null,
      trialUsed: false,
      accessUntil: null,
      periods: [],
    };
    return {
      ...membership,
      plan: { price: MEMBERSHIP_PLAN.price, trialDays: MEMBERSHIP_PLAN.trialDays, periodMonths: MEMBERSHIP_PLAN.periodMonths, currency: CURRENCY },
    };
  }
}
