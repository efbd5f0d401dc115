import type { PublicProfileResponse } from '@khru/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '../../../stores/locale-store';
import { PublicProfileCard } from './public-profile-card';

const profile: PublicProfileResponse = { id: 'u1', firstName: 'Ann', lastName: 'Lee', profileImageUrl: null };
const show = (shown: PublicProfileResponse) => render(<PublicProfileCard profile={shown} categoryName={(id) => id} />);

describe('learning hours on the public profile', () => {
  afterEach(() => act(() => useLocaleStore.getState().setLocale('en')));

  it('shows the time studied in hours and minutes when the learner made it public, in English and Thai', () => {
    show({ ...profile, learningSeconds: 3 * 3600 + 7 * 60 + 59 });
    expect(screen.getByRole('heading', { name: 'Learning hours' })).toBeInTheDocument();
    expect(screen.getByText('3 h 7 min')).toBeInTheDocument();
    act(() => useLocaleStore.getState().setLocale('th'));
    expect(screen.getByRole('heading', { name: 'ชั่วโมงการเรียน' })).toBeInTheDocument();
    expect(screen.getByText('3 ชม. 7 นาที')).toBeInTheDocument();
  });

  it('says minutes alone under an hour', () => {
    show({ ...profile, learningSeconds: 25 * 60 });
    expect(screen.getByText('25 min')).toBeInTheDocument();
  });

  it('shows nothing of it when the switch is off (the answer has no learning time)', () => {
    show(profile);
    expect(screen.queryByRole('heading', { name: 'Learning hours' })).toBeNull();
  });
});
