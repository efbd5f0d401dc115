import { describe, expect, it } from '@jest/globals';
import { certificateFilter } from './certificate-filter.js';

describe('certificate list filter', () => {
  it('reads the spec\u2019s storefront filter: isSingleCertificate false lists the bundles\u2019 certificates, true the courses\u2019', () => {
    expect(certificateFilter(['isSingleCertificate', 'contains', false])).toEqual({ kind: 'bundle' });
    expect(certificateFilter(['isSingleCertificate', '=', 'true'])).toEqual({ kind: 'course' });
  });

  it('narrows by kind and status found anywhere in the expression, joined by and', () => {
    expect(certificateFilter([['kind', '=', 'course'], 'and', ['status', '=', 'ready']])).toEqual({ kind: 'course', status: 'ready' });
  });

  it('ignores other fields, unknown values and malformed expressions', () => {
    expect(certificateFilter(['nameEn', 'contains', 'git'])).toEqual({});
    expect(certificateFilter([['kind', '=', 'diploma'], 'and', ['status', '=', 'lost']])).toEqual({});
    expect(certificateFilter(undefined)).toEqual({});
    expect(certificateFilter({ kind: 'course' })).toEqual({});
  });
});
