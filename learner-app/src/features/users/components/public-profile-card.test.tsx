import { PUBLIC_PROFILE_SETTING_KEYS, type PublicProfileResponse } from '@khru/contracts';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '../../../stores/locale-store';
import { logInAs, renderAt } from '../../../testing/render-at';
import { PublicProfileCard } from './public-profile-card';

const profile: PublicProfileResponse = { id: 'u1', firstName: 'Ann', lastName: 'Lee', profileImageUrl: null, switchedOff: [] };
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

describe('what the public profile keeps private', () => {
  afterEach(() => act(() => useLocaleStore.getState().setLocale('en')));
  const privateList = () => within(screen.getByRole('heading', { name: /Kept private|ไม่เปิดเผย/ }).parentElement!).getByRole('list');

  it('shows the name and says which sections are private with the default settings, in English and Thai', () => {
    renderAt(<PublicProfileCard profile={{ ...profile, switchedOff: PUBLIC_PROFILE_SETTING_KEYS }} categoryName={(id) => id} />);
    expect(screen.getByRole('heading', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByText('Ann keeps these private.')).toBeInTheDocument();
    expect(
      within(privateList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Age', 'Job title', 'Learning hours', 'Interests', 'Certificates', 'Reviews']);
    expect(screen.queryByRole('link', { name: 'Choose what visitors see' })).toBeNull();
    act(() => useLocaleStore.getState().setLocale('th'));
    expect(screen.getByText('Ann ไม่เปิดเผยข้อมูลต่อไปนี้')).toBeInTheDocument();
    expect(
      within(privateList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('ใบประกาศนียบัตร');
  });

  it('offers its owner the switches, and says nothing of privacy when all is public', () => {
    logInAs('MEMBER', 'u1');
    renderAt(<PublicProfileCard profile={{ ...profile, switchedOff: ['showReviews'] }} categoryName={(id) => id} />);
    expect(screen.getByRole('link', { name: 'Choose what visitors see' })).toHaveAttribute('href', '/profile?tab=publicProfile');
    expect(
      within(privateList())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Reviews']);
  });

  it('has no private section when every switch is on', () => {
    show(profile);
    expect(screen.queryByRole('heading', { name: 'Kept private' })).toBeNull();
  });
});
