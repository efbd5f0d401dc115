const wholeSeconds = (duration: number): number | null => (Number.isFinite(duration) && duration > 0 ? Math.max(1, Math.round(duration)) : null);

/**
 * A video's length in whole seconds as the browser reads it from the file, or null when it cannot tell (an
 * unknown codec). A browser's own recording (WebM from MediaRecorder) leaves the length out of its header and
 * reads as Infinity until the end is sought, so it is sought once to learn it.
 */
export function readVideoDuration(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (seconds: number | null) => {
      video.onloadedmetadata = video.ontimeupdate = video.onerror = null;
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(seconds);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => {
      if (video.duration !== Infinity) return done(wholeSeconds(video.duration));
      video.ontimeupdate = () => done(wholeSeconds(video.duration));
      video.currentTime = Number.MAX_SAFE_INTEGER;
    };
    video.onerror = () => done(null);
    video.src = url;
  });
}
