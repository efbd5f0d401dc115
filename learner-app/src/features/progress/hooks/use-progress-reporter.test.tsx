import type { CommandAccepted } from '@khru/contracts';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressReport } from '../api/report-progress';
import { useProgressReporter } from './use-progress-reporter';

function fakeVideo() {
  const video = document.createElement('video');
  let time = 0;
  Object.defineProperty(video, 'currentTime', { get: () => time, set: (t: number) => (time = t) });
  const at = (t: number, type: string) => {
    time = t;
    video.dispatchEvent(new Event(type));
  };
  return { video, at };
}

/** Plays from `from` to `to` in quarter-second time updates, advancing the clock as real playback would. */
function play(at: (t: number, type: string) => void, from: number, to: number) {
  at(from, 'play');
  for (let t = from + 0.25; t <= to; t += 0.25) {
    vi.advanceTimersByTime(250);
    at(t, 'timeupdate');
  }
}

describe('progress reporter', () => {
  let sent: ProgressReport[];
  const send = vi.fn(async (_courseId: string, report: ProgressReport): Promise<CommandAccepted> => {
    sent.push(report);
    return { position: '1' };
  });

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    send.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('reports at most once a minute while playing', async () => {
    const { video, at } = fakeVideo();
    const playing = { video, lessonId: 'l' };
    renderHook(() => useProgressReporter({ courseId: 'c', playing, send }));
    play(at, 0, 59);
    expect(sent).toEqual([]);
    play(at, 59, 115);
    await vi.waitFor(() => expect(sent.length).toBe(1));
    expect(sent[0]!.watched).toEqual([[0, expect.closeTo(60, 0)]]);
    play(at, 115, 180);
    await vi.waitFor(() => expect(sent.length).toBe(2));
  });

  it('flushes on pause and on page hide, sending every interval watched since the page opened, seeks apart', async () => {
    const { video, at } = fakeVideo();
    const playing = { video, lessonId: 'l' };
    renderHook(() => useProgressReporter({ courseId: 'c', playing, send }));
    play(at, 0, 10);
    at(10, 'pause');
    await vi.waitFor(() => expect(sent.length).toBe(1));
    expect(sent[0]).toEqual({ lessonId: 'l', position: 10, watched: [[0, 10]] });
    play(at, 30, 40);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(sent.length).toBe(2));
    expect(sent[1]).toEqual({
      lessonId: 'l',
      position: 40,
      watched: [
        [0, 10],
        [30, 40],
      ],
    });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('flushes on lesson change, naming the lesson the old video played, and sends nothing twice when nothing moved', async () => {
    const a = fakeVideo();
    const b = fakeVideo();
    const { rerender } = renderHook(({ playing }) => useProgressReporter({ courseId: 'c', playing, send }), {
      initialProps: { playing: { video: a.video, lessonId: 'a' } },
    });
    play(a.at, 0, 5);
    a.at(5, 'pause');
    a.at(5, 'pause');
    await vi.waitFor(() => expect(sent.length).toBe(1));
    play(a.at, 5, 8);
    rerender({ playing: { video: b.video, lessonId: 'b' } });
    await vi.waitFor(() => expect(sent.length).toBe(2));
    expect(sent[1]).toEqual({ lessonId: 'a', position: 8, watched: [[0, 8]] });
    // What the new video plays is the new lesson's.
    play(b.at, 0, 3);
    b.at(3, 'pause');
    await vi.waitFor(() => expect(sent.length).toBe(3));
    expect(sent[2]).toEqual({ lessonId: 'b', position: 3, watched: [[0, 3]] });
  });
});
