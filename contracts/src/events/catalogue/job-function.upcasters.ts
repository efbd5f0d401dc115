import { storedText } from '../../i18n/localized-text.js';
import { upcaster, type Upcaster } from '../upcasting.js';
import type { OptionalText } from './course.upcasters.js';
import type { JobFunctionData } from './job-function.events.js';

/** Version 1 (until 2026-11-23): the input required neither a name nor sub-functions that are texts. */
export type JobFunctionV1 = Omit<JobFunctionData, 'name' | 'subFunctions'> & { name?: OptionalText; subFunctions: unknown[] };

const jobFunctionV2 = (data: JobFunctionV1): JobFunctionData => ({
  ...data,
  name: storedText(data.name),
  subFunctions: data.subFunctions.map((text) => storedText(text as OptionalText)),
});

export const JOB_FUNCTION_UPCASTERS: readonly Upcaster[] = [upcaster('JobFunctionDefined', 1, jobFunctionV2), upcaster('JobFunctionUpdated', 1, jobFunctionV2)];
