import type { CategoryResponse } from '@khru/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logInAs, renderAt, stubApi } from '../../../testing/render-at';
import { FindCategoriesRoute } from './categories';
import { FindCoursesResultRoute } from './courses-result';
import { FindSubcategoriesRoute } from './subcategories';

const categories: CategoryResponse[] = [
  { id: 'data', code: 'DATA', nameEn: 'Data', nameTh: 'ข้อมูล', categoryImageUrl: null, subCategories: [{ id: 'sql', nameEn: 'SQL', nameTh: 'SQL' }] },
];

function serve() {
  return stubApi((method, path) => {
    if (path.startsWith('coursesapi/category')) return [200, { data: categories, totalCount: 1 }];
    if (method === 'PATCH') return [200, {}];
    return [200, { data: [], totalCount: 0 }];
  });
}

describe('find courses', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it.each([
    ['1', <FindCategoriesRoute />, 'What would you like to learn?'],
    ['2', <FindSubcategoriesRoute />, 'Narrow it down'],
    ['3', <FindCoursesResultRoute />, 'Courses for you'],
  ])('opens step %s at its heading, not where the step before was scrolled', async (_, step, title) => {
    serve();
    renderAt(step, { path: '/find-courses/step', entry: '/find-courses/step?categories=data' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: title })).toHaveFocus());
  });

  it('shows the results as soon as the interests are saved, with no wait added', async () => {
    logInAs('MEMBER');
    const calls = serve();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    renderAt(<FindSubcategoriesRoute />, { path: '/find-courses/subcategories', entry: '/find-courses/subcategories?categories=data' });
    fireEvent.click(await screen.findByRole('button', { name: 'SQL' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show my courses' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/find-courses/courses-result');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(true);
    // The old flow waited half a second after saving before it moved on.
    expect(timers.mock.calls.map(([, ms]) => ms)).not.toContain(500);
  });
});
