import { Query } from '@nestjs/cqrs';
import type { AdminChoiceListResponse } from '@khru/contracts';

/** Every curated shelf for catalogue managers, inactive ones too. */
export class ListChoicesQuery extends Query<AdminChoiceListResponse> {}
