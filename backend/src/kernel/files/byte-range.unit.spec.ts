import { describe, expect, it } from '@jest/globals';
import { requestedRange } from './byte-range.js';

describe('the byte range a request asks for', () => {
  it('is the whole file without a Range header, with a malformed one, or with several ranges', () => {
    expect(requestedRange(undefined, 1000)).toEqual({ kind: 'whole' });
    expect(requestedRange('bytes=abc', 1000)).toEqual({ kind: 'whole' });
    expect(requestedRange('items=0-10', 1000)).toEqual({ kind: 'whole' });
    expect(requestedRange('bytes=0-9,500-509', 1000)).toEqual({ kind: 'whole' });
  });

  it('is one range, both ends included, cut at the end of the file', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ kind: 'range', start: 0, end: 99 });
    expect(requestedRange('bytes=500-', 1000)).toEqual({ kind: 'range', start: 500, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ kind: 'range', start: 900, end: 999 });
    expect(requestedRange('bytes=900-5000', 1000)).toEqual({ kind: 'range', start: 900, end: 999 });
  });

  it('is unsatisfiable when it starts past the end of the file', () => {
    expect(requestedRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(requestedRange('bytes=2000-2100', 1000)).toEqual({ kind: 'unsatisfiable' });
  });
});
