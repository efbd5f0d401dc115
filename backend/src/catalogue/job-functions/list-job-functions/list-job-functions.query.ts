import { Query } from '@nestjs/cqrs';
import type { JobFunctionsResponse } from '@khru/contracts';

export class ListJobFunctionsQuery extends Query<JobFunctionsResponse> {}
