import { describe, expect, it } from '@jest/globals';
import { newestFirstPage } from './newest-first-page.js';

const oldestFirst = ['opened', 'deposit', 'enrolment', 'transfer', 'today'];

describe('a page of the ledger, newest first', () => {
  it('given lines oldest first, when the first page is asked, then the latest line leads it', () => {
    expect(newestFirstPage(oldestFirst, 0, 2)).toEqual(['today', 'transfer']);
  });

  it('given more pages, when each is asked, then they follow on back to the opening, the last one short', () => {
    expect([newestFirstPage(oldestFirst, 2, 2), newestFirstPage(oldestFirst, 4, 2)]).toEqual([['enrolment', 'deposit'], ['opened']]);
  });

  it('given a page past the end, when asked, then it is empty', () => {
    expect(newestFirstPage(oldestFirst, 5, 2)).toEqual([]);
    expect(newestFirstPage(oldestFirst, 9, 2)).toEqual([]);
  });
});
