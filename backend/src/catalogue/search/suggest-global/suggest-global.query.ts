import { Query } from '@nestjs/cqrs';
import type { GlobalSuggestResponse } from '@khru/contracts';

export class SuggestGlobalQuery extends Query<GlobalSuggestResponse> {
  constructor(readonly text: string) {
    super();
  }
}
