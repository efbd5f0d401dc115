import { Query } from '@nestjs/cqrs';
import type { LearningSummaryResponse } from '@khru/contracts';

export class GetLearningSummaryQuery extends Query<LearningSummaryResponse> {
  constructor(readonly userId: string) {
    super();
  }
}
