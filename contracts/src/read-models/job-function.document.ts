import type { JobFunctionData } from '../events/catalogue/job-function.events.js';

/** Collection `job_functions`: one document per job function. */
export interface JobFunctionDocument extends Omit<JobFunctionData, 'jobFunctionId'> {
  _id: string;
}

export const JOB_FUNCTIONS_COLLECTION = 'job_functions';
