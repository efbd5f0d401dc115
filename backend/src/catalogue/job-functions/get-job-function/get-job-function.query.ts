import { Query } from '@nestjs/cqrs';
import type { JobFunctionResponse } from '@khru/contracts';

export class GetJobFunctionQuery extends Query<JobFunctionResponse> {
  constructor(readonly jobFunctionId: string) {
    super();
  }
}
