import { describe, expect, it } from '@jest/globals';
import type { JobFunctionDocument, JobFunctionEvent } from '@khru/contracts';
import { MemoryDocumentStore } from '@khru/platform';
import { applyProjection } from '../runner/apply-projection.js';
import { recorded } from '../testing/recorded.js';
import { evolveJobFunction, jobFunctionsProjection } from './job-functions.projection.js';

const defined: JobFunctionEvent = {
  type: 'JobFunctionDefined',
  data: { jobFunctionId: 'sales', name: { en: 'Sales', th: 'งานขาย' }, subFunctions: [{ en: 'Key accounts', th: 'ลูกค้าหลัก' }], order: 2 },
};
const updated: JobFunctionEvent = { type: 'JobFunctionUpdated', data: { ...defined.data, name: { en: 'Sales and BD', th: 'งานขายและพัฒนาธุรกิจ' } } };

describe('job functions projection', () => {
  it('given a definition and an update, then the document holds the latest names, sub-functions and order', () => {
    const doc = evolveJobFunction(evolveJobFunction(null, recorded(defined)), recorded(updated));
    expect(doc).toEqual({ _id: 'sales', name: { en: 'Sales and BD', th: 'งานขายและพัฒนาธุรกิจ' }, subFunctions: [{ en: 'Key accounts', th: 'ลูกค้าหลัก' }], order: 2 });
  });

  it('applied twice gives the same document', async () => {
    const store = new MemoryDocumentStore();
    const events = [recorded(defined), recorded(updated)];
    for (const e of events) await applyProjection(store, jobFunctionsProjection, e);
    const once = await store.collection<JobFunctionDocument>('job_functions').findOne({ _id: 'sales' });
    for (const e of events) await applyProjection(store, jobFunctionsProjection, e);
    expect(await store.collection<JobFunctionDocument>('job_functions').findOne({ _id: 'sales' })).toEqual(once);
  });
});
