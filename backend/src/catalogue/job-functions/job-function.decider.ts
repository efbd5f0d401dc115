import type { JobFunctionData } from '@khru/contracts';
import { authoredItemDecider } from '../../kernel/commands/authored-item.decider.js';

export const jobFunctionDecider = authoredItemDecider<
  { create: 'DefineJobFunction'; update: 'UpdateJobFunction'; created: 'JobFunctionDefined'; updated: 'JobFunctionUpdated' },
  JobFunctionData
>({ create: 'DefineJobFunction', update: 'UpdateJobFunction', created: 'JobFunctionDefined', updated: 'JobFunctionUpdated' });

export type JobFunctionCommand = ({ type: 'DefineJobFunction' } | { type: 'UpdateJobFunction' }) & JobFunctionData;
