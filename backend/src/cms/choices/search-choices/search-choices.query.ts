import { Query } from '@nestjs/cqrs';
import type { ChoiceSearchResponse } from '@khru/contracts';

export class SearchChoicesQuery extends Query<ChoiceSearchResponse> {
  constructor(readonly take: number) {
    super();
  }
}
