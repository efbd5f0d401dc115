import { PROGRESS_EVENT_INTERVAL_MS, type CommandAccepted } from '@khru/contracts';
import { useEffect, useRef } from 'react';
import { reportProgress, type ProgressReport } from '../api/report-progress';
import { WatchTracker } from '../watch-tracker';

/** How often, while playing, the hook looks whether a minute has passed since the last recorded report. */
export const REPORT_CHECK_MS = 5_000;

/** A lesson's video element, named with its lesson when it appears: what it plays is measured on that lesson alone. */
export interface PlayingVideo {
  video: HTMLVideoElement;
  lessonId: string;
}

interface Options {
  courseId: string;
  playing: PlayingVideo | null;
  /** After a report that the server recorded (its answer carries a position). */
  onRecorded?: (accepted: CommandAccepted) => void;
  send?: (courseId: string, report: ProgressReport) => Promise<CommandAccepted>;
}

/**
 * Reports what the video actually played (ADR 20): at most once a minute while playing (a minute after the last
 * recorded report, matching the server's event budget), and at once on pause, end, lesson change and page hide.
 * A failed or absorbed report loses nothing: the next one sends every interval watched since the page opened.
 * Every report names the lesson of the video it measured, even when another lesson is already shown (the video of the
 * last lesson is still being read when the next one starts after an end).
 */
export function useProgressReporter({ courseId, playing, onRecorded, send = reportProgress }: Options): void {
  const recorded = useRef(onRecorded);
  recorded.current = onRecorded;

  useEffect(() => {
    if (!playing) return;
    const { video, lessonId } = playing;
    const tracker = new WatchTracker();
    let lastRecordedAt = Date.now();
    let lastPeriodicAt = lastRecordedAt;
    let lastSent = '';

    const flush = () => {
      const report = { lessonId, position: Math.round(tracker.position * 10) / 10, watched: tracker.watched() };
      const key = JSON.stringify(report);
      if (key === lastSent || (report.watched.length === 0 && report.position === 0)) return;
      lastSent = key;
      send(courseId, report).then(
        (accepted) => {
          if (accepted.position === null) return;
          lastRecordedAt = Date.now();
          recorded.current?.(accepted);
        },
        // The next report carries the same intervals again.
        () => undefined,
      );
    };
    const onPlay = () => tracker.played(video.currentTime);
    const onTime = () => tracker.timeUpdate(video.currentTime);
    const onStop = () => {
      tracker.stopped(video.currentTime);
      flush();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const timer = setInterval(() => {
      const now = Date.now();
      if (!tracker.playing || now - Math.max(lastRecordedAt, lastPeriodicAt) < PROGRESS_EVENT_INTERVAL_MS) return;
      lastPeriodicAt = now;
      flush();
    }, REPORT_CHECK_MS);

    video.addEventListener('play', onPlay);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', onStop);
    video.addEventListener('ended', onStop);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearInterval(timer);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', onStop);
      video.removeEventListener('ended', onStop);
      document.removeEventListener('visibilitychange', onHidden);
      // A lesson change or leaving the page: what was watched goes now.
      tracker.stopped(video.currentTime);
      flush();
    };
  }, [courseId, playing, send]);
}
