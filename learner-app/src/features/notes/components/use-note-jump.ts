import { useCallback, useRef } from 'react';

function seek(video: HTMLVideoElement, seconds: number): void {
  video.currentTime = seconds;
  // On a phone the notes sit under the player: bring the player back into view.
  video.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
}

/**
 * Ties the notes to the player's `<video>` element: its current time for a new note, and a jump to a
 * note's lesson and second. A jump to another lesson waits for that lesson's video to load its
 * metadata, since the time of a video not yet loaded cannot be set.
 */
export function useNoteJump(video: HTMLVideoElement | null, openLesson: (lessonId: string) => void) {
  const pending = useRef<{ lessonId: string; seconds: number } | null>(null);

  const currentTime = useCallback(() => video?.currentTime ?? 0, [video]);

  /** Jumps from the lesson shown now (`fromLessonId`) to a note's lesson and second. */
  const jump = useCallback(
    (lessonId: string, seconds: number, fromLessonId: string | undefined) => {
      if (lessonId === fromLessonId) {
        if (video) seek(video, seconds);
        return;
      }
      pending.current = { lessonId, seconds };
      openLesson(lessonId);
    },
    [video, openLesson],
  );

  /** The video of `lessonId` has loaded: a jump waiting for that lesson seeks now; any other is dropped. */
  const onLoadedMetadata = useCallback((element: HTMLVideoElement, lessonId: string) => {
    if (pending.current?.lessonId === lessonId) seek(element, pending.current.seconds);
    pending.current = null;
  }, []);

  return { currentTime, jump, onLoadedMetadata };
}
