import { describe, it } from '@jest/globals';
import type { JobFunctionData, JobFunctionEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { jobFunctionDecider } from './job-function.decider.js';

const data: JobFunctionData = { jobFunctionId: 'sales', name: { en: 'Sales', th: 'งานขาย' }, subFunctions: [], order: 1 };
const defined: JobFunctionEvent = { type: 'JobFunctionDefined', data };
const given = deciderSpec(jobFunctionDecider);

describe('job function decider', () => {
  it('given nothing, when defined, then it exists', () => {
    given([])
      .when({ type: 'DefineJobFunction', ...data })
      .then([defined]);
  });

  it('given it exists, when defined again, then ALREADY_EXIST', () => {
    given([defined])
      .when({ type: 'DefineJobFunction', ...data })
      .thenThrows('ALREADY_EXIST');
  });

  it('given it exists, when updated, then the new names and sub-functions are recorded', () => {
    const next = { ...data, subFunctions: [{ en: 'Retail', th: 'ค้าปลีก' }] };
    given([defined])
      .when({ type: 'UpdateJobFunction', ...next })
      .then([{ type: 'JobFunctionUpdated', data: next }]);
  });

  it('given nothing, when updated, then NOT_FOUND', () => {
    given([])
      .when({ type: 'UpdateJobFunction', ...data })
      .thenThrows('NOT_FOUND');
  });
});
