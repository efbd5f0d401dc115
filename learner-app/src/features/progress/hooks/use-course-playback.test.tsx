import type { CourseLearningResponse, CourseProgressResponse, LearningLesson } from '@khru/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/render-at';
import { useCoursePlayback } from './use-course-playback';

const video = (id: string, seconds: number): LearningLesson => ({
  id,
  kind: 'video',
  titleEn: id,
  titleTh: id,
  durationSeconds: seconds,
  videoUrl: `/media/demo/${id}.mp4`,
  resourceUrl: null,
  questionCount: null,
  captions: [],
});
const learning = {
  id: 'c1',
  sections: [{ id: 's1', titleEn: 'Start', titleTh: 'เริ่มต้น', lessons: [video('welcome', 95), video('ideas', 140)] }],
} as CourseLearningResponse;
const noProgress: CourseProgressResponse = { courseId: 'c1', status: 'IN_PROGRESS', lessons: [], resume: null, learningSeconds: 0, completedAt: null };

/** The lesson's video as the player shows it: a new element per lesson, handed over with its lesson once it is there. */
function Player({
  lessonId,
  src,
  onVideo,
  onEnded,
}: {
  lessonId: string;
  src: string;
  onVideo: (v: HTMLVideoElement | null, lessonId: string) => void;
  onEnded: () => void;
}) {
  const ref = useCallback((element: HTMLVideoElement | null) => onVideo(element, lessonId), [onVideo, lessonId]);
  return <video data-testid="video" ref={ref} src={src} onEnded={onEnded} />;
}

function Course() {
  const { lesson, next, setCurrent, setVideo } = useCoursePlayback('c1', learning);
  if (!lesson?.videoUrl) return null;
  return <Player key={lesson.id} lessonId={lesson.id} src={lesson.videoUrl} onVideo={setVideo} onEnded={() => (next ? setCurrent(next.id) : undefined)} />;
}

/** Moves the video's clock (jsdom's media elements do not play) and says so with a media event. */
function at(element: HTMLVideoElement, time: number, type: string) {
  Object.defineProperty(element, 'currentTime', { configurable: true, get: () => time });
  act(() => void element.dispatchEvent(new Event(type)));
}

describe('course playback', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports the end of a lesson against that lesson when the next one starts by itself', async () => {
    const calls = stubApi((method) => (method === 'GET' ? [200, noProgress] : [200, { position: '1' }]));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Course />
      </QueryClientProvider>,
    );
    const first = (await screen.findByTestId('video')) as HTMLVideoElement;
    at(first, 94, 'play');
    at(first, 94.5, 'timeupdate');
    at(first, 95, 'timeupdate');
    at(first, 95, 'ended');
    await waitFor(() => expect(screen.getByTestId('video')).toHaveAttribute('src', '/media/demo/ideas.mp4'));
    const reports = () => calls.filter((c) => c.method === 'POST').map((c) => c.body);
    await waitFor(() => expect(reports()).toContainEqual({ lessonId: 'welcome', position: 95, watched: [[94, 95]] }));
    // The next lesson has played nothing: no position of the last one is reported for it.
    expect(reports().filter((r) => (r as { lessonId: string }).lessonId === 'ideas')).toEqual([]);
  });
});
