import { describe, expect, it } from '@jest/globals';
import type { JobFunctionEvent } from '@khru/contracts';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { evolveJobFunction, jobFunctionsProjection } from './job-functions.projection.js';

const defined: JobFunctionEvent = {
  type: 'JobFunctionDefined',
  data: { jobFunctionId: 'sales', name: { en: 'Sales', th: 'งานขาย' }, subFunctions: [{ en: 'Key accounts', th: 'ลูกค้าหลัก' }], order: 2 },
};
const updated: JobFunctionEvent = { type: 'JobFunctionUpdated', data: { ...defined.data, name: { en: 'Sales and BD', th: 'งานขายและพัฒนาธุรกิจ' } } };

describe('job functions projection', () => {
  it('given a definition and an update, then the document holds the latest names, sub-functions and order', () => {
    const doc = evolveJobFunction(evolveJobFunction(null, recorded(defined)), recorded(updated));
    expect(doc).toEqual({
      _id: 'sales',
      name: { en: 'Sales and BD', th: 'งานขายและพัฒนาธุรกิจ' },
      subFunctions: [{ en: 'Key accounts', th: 'ลูกค้าหลัก' }],
      order: 2,
    });
  });

  it('applied twice gives the same document', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(jobFunctionsProjection, [recorded(defined), recorded(updated)], 'sales');
    expect(once).not.toBeNull();
    expect(twice).toEqual(once);
  });
});
