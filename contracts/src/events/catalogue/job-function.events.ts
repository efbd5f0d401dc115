import type { DomainEvent } from '../event.js';
import type { LocalizedText } from '../../i18n/localized-text.js';

/** What a job function is: its names, its sub-functions, and where it sits in the list. */
export interface JobFunctionData {
  jobFunctionId: string;
  name: LocalizedText;
  subFunctions: LocalizedText[];
  order: number;
}

/** Stream `jobfunction-<id>`: one job function (job title family) learners browse by. */
export type JobFunctionDefined = DomainEvent<'JobFunctionDefined', JobFunctionData>;
export type JobFunctionUpdated = DomainEvent<'JobFunctionUpdated', JobFunctionData>;

export type JobFunctionEvent = JobFunctionDefined | JobFunctionUpdated;

export const JOB_FUNCTION_EVENT_TYPES = ['JobFunctionDefined', 'JobFunctionUpdated'] as const satisfies readonly JobFunctionEvent['type'][];

export const jobFunctionStream = (jobFunctionId: string): string => `jobfunction-${jobFunctionId}`;
