import type { CourseLearningResponse, LearningLesson } from '@khru/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../stores/locale-store';
import { SIDEBAR_COLLAPSED_KEY, VOLUME_KEY } from '../player-storage';
import { keptPreferences, usePlayerStore } from '../player-store';
import { CurriculumSidebar } from './curriculum-sidebar';
import { LessonPlayer } from './lesson-player';

const intro: LearningLesson & { videoUrl: string } = {
  id: 'intro',
  kind: 'video',
  titleEn: 'Intro',
  titleTh: 'แนะนำ',
  durationSeconds: 95,
  videoUrl: '/media/demo/lesson-welcome.mp4',
  resourceUrl: null,
  questionCount: null,
  captions: [
    { lang: 'en', url: '/api/files/captions/intro/en.vtt' },
    { lang: 'th', url: '/api/files/captions/intro/th.vtt' },
  ],
};
const quiz: LearningLesson = {
  ...intro,
  id: 'check',
  kind: 'quiz',
  titleEn: 'Check',
  titleTh: 'ทดสอบ',
  durationSeconds: null,
  videoUrl: null,
  questionCount: 5,
  captions: [],
};
const sections: CourseLearningResponse['sections'] = [{ id: 's1', titleEn: 'Start', titleTh: 'เริ่มต้น', lessons: [intro, quiz] }];

/** jsdom's `textTracks` is inert: a list per video of its `<track>` elements' tracks, with change events. */
function fakeTextTracks() {
  const lists = new WeakMap<HTMLMediaElement, EventTarget>();
  vi.spyOn(HTMLMediaElement.prototype, 'textTracks', 'get').mockImplementation(function (this: HTMLMediaElement) {
    if (!lists.has(this)) {
      const tracks = [...this.querySelectorAll('track')].map((t) => ({ kind: t.kind, language: t.srclang, mode: 'disabled' }));
      lists.set(this, Object.assign(new EventTarget(), tracks, { length: tracks.length }));
    }
    return lists.get(this) as unknown as TextTrackList;
  });
}

/** The app as it starts: the store reads what the browser kept. */
const startApp = () => usePlayerStore.setState({ ...keptPreferences(), cinema: false, captions: null, rate: 1 });

function renderPlayer(onVideo = vi.fn()) {
  render(
    <MemoryRouter>
      <LessonPlayer lesson={intro} autoPlay={false} onVideo={onVideo} standaloneHref="/poc-player/c1?lesson=intro" />
    </MemoryRouter>,
  );
  return document.querySelector('video')!;
}

describe('the lesson player', () => {
  beforeEach(() => {
    fakeTextTracks();
    startApp();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    localStorage.clear();
    act(() => useLocaleStore.getState().setLocale('en'));
  });

  it('offers the lesson captions in English and Thai, named in the site language, and hands the video over', () => {
    const onVideo = vi.fn();
    const video = renderPlayer(onVideo);
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((t) => [t.kind, t.srclang, t.label, t.getAttribute('src')])).toEqual([
      ['captions', 'en', 'English', '/api/files/captions/intro/en.vtt'],
      ['captions', 'th', 'ภาษาไทย (Thai)', '/api/files/captions/intro/th.vtt'],
    ]);
    expect(onVideo).toHaveBeenCalledWith(video, 'intro');
  });

  it('shows the captions chosen earlier in the session on the next video, and remembers a new choice', () => {
    usePlayerStore.setState({ captions: 'th' });
    const video = renderPlayer();
    expect(video.querySelector('track[srclang="th"]')).toHaveAttribute('default');
    // The chosen language comes first (media-chrome turns captions on again with a new video's first track).
    const [th, en] = Array.from(video.textTracks);
    expect([th?.language, th?.mode, en?.language, en?.mode]).toEqual(['th', 'showing', 'en', 'disabled']);
    Object.assign(th!, { mode: 'disabled' });
    Object.assign(en!, { mode: 'showing' });
    act(() => void video.textTracks.dispatchEvent(new Event('change')));
    expect(usePlayerStore.getState().captions).toBe('en');
  });

  it('keeps the speed chosen for the next video', () => {
    usePlayerStore.setState({ rate: 1.5 });
    const video = renderPlayer();
    expect(video.playbackRate).toBe(1.5);
  });

  it('restores the kept volume and keeps a new one', () => {
    localStorage.setItem(VOLUME_KEY, '0.3');
    startApp();
    const video = renderPlayer();
    expect(video.volume).toBe(0.3);
    video.volume = 0.6;
    fireEvent(video, new Event('volumechange'));
    expect(localStorage.getItem(VOLUME_KEY)).toBe('0.6');
  });

  it('refuses a kept volume of 1.5 and plays at full volume', () => {
    localStorage.setItem(VOLUME_KEY, '1.5');
    startApp();
    expect(renderPlayer().volume).toBe(1);
    expect(localStorage.getItem(VOLUME_KEY)).toBe('1.5');
  });

  it('toggles cinema mode, saying so in Thai', () => {
    act(() => useLocaleStore.getState().setLocale('th'));
    renderPlayer();
    const toggle = screen.getByRole('button', { name: 'โหมดโรงภาพยนตร์' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(usePlayerStore.getState().cinema).toBe(true);
    expect(screen.getByRole('button', { name: 'ออกจากโหมดโรงภาพยนตร์' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists the keyboard shortcuts and links the standalone player', () => {
    renderPlayer();
    expect(screen.getByText('Keyboard shortcuts')).toBeInTheDocument();
    expect(screen.getByText('Captions on or off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the player on its own' })).toHaveAttribute('href', '/poc-player/c1?lesson=intro');
  });
});

describe('the curriculum sidebar', () => {
  beforeEach(startApp);
  afterEach(() => localStorage.clear());

  const renderSidebar = (onOpen = vi.fn()) =>
    render(<CurriculumSidebar sections={sections} currentLessonId="intro" completed={new Set(['intro'])} onOpen={onOpen} />);

  it('lists lessons with kind, length, tick and the one playing, and opens one', () => {
    const onOpen = vi.fn();
    renderSidebar(onOpen);
    const current = screen.getByRole('button', { current: true });
    expect(current).toHaveTextContent('Intro');
    expect(current).toHaveTextContent('1:35');
    expect(screen.getByRole('img', { name: 'Completed' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Video' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Check/ }));
    expect(onOpen).toHaveBeenCalledWith('check');
  });

  it('collapses, and stays collapsed when the app starts again', () => {
    const { unmount } = renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Hide course content' }));
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    expect(screen.queryByRole('button', { name: /Intro/ })).toBeNull();
    unmount();
    startApp();
    renderSidebar();
    expect(screen.getByRole('button', { name: 'Show course content' })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Show course content' }));
    expect(screen.getByRole('button', { name: /Intro/ })).toBeInTheDocument();
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false');
  });
});
