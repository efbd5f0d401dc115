import { describe, expect, it } from '@jest/globals';
import type { JobFunctionData, JobFunctionEvent } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { jobFunctionDecider } from './job-function.decider.js';

const data: JobFunctionData = { jobFunctionId: 'sales', name: { en: 'Sales', th: 'งานขาย' }, subFunctions: [], order: 1 };
const defined: JobFunctionEvent = { type: 'JobFunctionDefined', data };
const when = givenWhen(jobFunctionDecider);
const code = (result: unknown) => (result instanceof DomainError ? result.code : result);

describe('job function decider', () => {
  it('given nothing, when defined, then it exists', () => {
    expect(when([], { type: 'DefineJobFunction', ...data })).toEqual([defined]);
  });

  it('given it exists, when defined again, then ALREADY_EXIST', () => {
    expect(code(when([defined], { type: 'DefineJobFunction', ...data }))).toBe('ALREADY_EXIST');
  });

  it('given it exists, when updated, then the new names and sub-functions are recorded', () => {
    const next = { ...data, subFunctions: [{ en: 'Retail', th: 'ค้าปลีก' }] };
    expect(when([defined], { type: 'UpdateJobFunction', ...next })).toEqual([{ type: 'JobFunctionUpdated', data: next }]);
  });

  it('given nothing, when updated, then NOT_FOUND', () => {
    expect(code(when([], { type: 'UpdateJobFunction', ...data }))).toBe('NOT_FOUND');
  });
});
