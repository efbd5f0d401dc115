import type { BundleSummaryResponse, CourseSearchResponse } from '@khru/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../testing/render-at';
import { SearchRoute } from './search';

const bundle: BundleSummaryResponse = {
  id: 'digital-marketer-path',
  nameEn: 'Digital Marketing Certificate',
  nameTh: 'ประกาศนียบัตรการตลาดดิจิทัล',
  thumbnailImageEn: null,
  thumbnailImageTh: null,
  isSingleCertificate: false,
  courseIds: ['seo', 'brand'],
  courseCount: 2,
  created: '2026-01-01T00:00:00Z',
  price: 2490,
};

/** Answers the results with `results`, and lists and names with nothing. */
const answer = (results: CourseSearchResponse) =>
  stubApi((_method, path) => [200, path.startsWith('searchapi/search/courses') ? results : { data: [], jobFunctions: [], jobFunctionsTh: [] }]);

const narrowScreen = (narrow: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow, media: query, addEventListener: () => {}, removeEventListener: () => {} }));

describe('the search results page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the bundles the words find before the courses, on the first page only', async () => {
    answer({ data: [], totalCount: 0, bundles: [bundle] });
    renderAt(<SearchRoute />, { path: '/search', entry: '/search?search=marketing' });
    const bundles = await screen.findByRole('region', { name: '1 bundle or certificate' });
    expect(within(bundles).getByRole('link', { name: /Digital Marketing Certificate/ })).toHaveAttribute('href', '/bundle-overview/digital-marketer-path');
    expect(screen.queryByText(/No courses match/)).not.toBeInTheDocument();
  });

  it('leaves the bundles off later pages', async () => {
    const calls = answer({ data: [], totalCount: 20, bundles: [bundle] });
    renderAt(<SearchRoute />, { path: '/search', entry: '/search?search=marketing&page=2' });
    await screen.findByText('20 courses');
    expect(calls.some((c) => c.path.includes('skip=16'))).toBe(true);
    expect(screen.queryByRole('region', { name: /bundle/ })).not.toBeInTheDocument();
  });

  it('folds the filters on phones, saying how many are on, and opens them on wider screens', async () => {
    narrowScreen(true);
    answer({ data: [], totalCount: 0, bundles: [] });
    const { container, unmount } = renderAt(<SearchRoute />, { path: '/search', entry: '/search?search=excel&free=true&sort=newest' });
    await screen.findByText('Filters (1 on)');
    expect(container.querySelector('details.search-filters-toggle')).not.toHaveAttribute('open');
    unmount();
    narrowScreen(false);
    const wide = renderAt(<SearchRoute />, { path: '/search', entry: '/search?search=excel' });
    await screen.findByText('Filters');
    expect(wide.container.querySelector('details.search-filters-toggle')).toHaveAttribute('open');
  });
});
