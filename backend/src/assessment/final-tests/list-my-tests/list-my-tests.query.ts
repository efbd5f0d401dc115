import { Query } from '@nestjs/cqrs';
import type { MyTestItem } from '@khru/contracts';
import type { Caller } from '../../../kernel/auth/caller.js';

/** `GET testapi/tests`: the tests of the courses the caller holds. */
export class ListMyTestsQuery extends Query<MyTestItem[]> {
  constructor(
    readonly caller: Caller,
    readonly now: Date,
  ) {
    super();
  }
}
