import type { CourseRestrictionsResponse } from '@khru/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../testing/render-at';
import { useLocaleStore } from '../../../stores/locale-store';
import { CourseTerms } from './course-terms';

const restrictions: CourseRestrictionsResponse = {
  courseId: 'c1',
  isFree: false,
  requiresLogin: true,
  requiresPurchase: true,
  payPerViewYears: 3,
  refundWindowDays: 7,
  guardianConsentBelowAge: 18,
  bundleIds: [],
  trainingStartsAt: null,
  trainingCancelledAt: null,
  trainingFullRefundDays: 7,
};

describe('course terms', () => {
  afterEach(() => {
    act(() => useLocaleStore.getState().setLocale('en'));
    vi.unstubAllGlobals();
  });

  it('names pay-per-view in Thai on a Thai course page', async () => {
    stubApi(() => [200, restrictions]);
    act(() => useLocaleStore.getState().setLocale('th'));
    renderAt(<CourseTerms courseId="c1" />);
    expect(await screen.findByText(/ดูได้ 3 ปีนับจากวันที่ซื้อ/)).not.toHaveTextContent(/Pay Per View/i);
  });
});
