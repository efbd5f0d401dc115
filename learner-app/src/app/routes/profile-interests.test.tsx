import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../stores/locale-store';
import { logInAs, renderAt, stubApi } from '../../testing/render-at';
import { ProfileInterests } from './profile-interests';

const categories = {
  data: [
    {
      id: 'business',
      code: 'B',
      nameEn: 'Business',
      nameTh: 'ธุรกิจ',
      categoryImageUrl: null,
      subCategories: [{ id: 'finance', nameEn: 'Finance', nameTh: 'การเงิน' }],
    },
  ],
  totalCount: 1,
};

const region = () => screen.getByRole('region', { name: /My interests|ความสนใจของฉัน/ });

describe('the interests on the learner\u2019s own profile', () => {
  beforeEach(() => {
    logInAs('MEMBER');
    stubApi((_method, path) => (path.startsWith('coursesapi/category') ? [200, categories] : [404, { statusCode: 404, code: 'NOT_FOUND', message: '' }]));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('names the chosen categories and sub-categories and links to change them, in English and Thai', async () => {
    renderAt(<ProfileInterests interests={{ categories: ['business'], subCategories: ['finance'] }} />);
    expect(await screen.findByText('Business')).toBeInTheDocument();
    expect(
      within(region())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Business', 'Finance']);
    expect(within(region()).getByRole('link', { name: 'Change your interests' })).toHaveAttribute('href', '/find-courses/categories');
    act(() => useLocaleStore.getState().setLocale('th'));
    expect(
      within(region())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ธุรกิจ', 'การเงิน']);
  });

  it('invites a learner who chose none to choose', async () => {
    renderAt(<ProfileInterests interests={{ categories: [], subCategories: [] }} />);
    expect(await screen.findByText('You have not chosen any interests yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your interests' })).toHaveAttribute('href', '/find-courses/categories');
  });
});
