import { parseFile } from 'music-metadata';
import { mp4Duration } from './mp4-duration.js';

/**
 * The length of a video in whole seconds, read from its container: an MP4's movie header, a WebM's segment
 * information (music-metadata reads the latter; it reads MP4 lengths from audio tracks only); null when it does not say.
 */
export async function videoDuration(path: string, mime: string): Promise<number | null> {
  try {
    const seconds = mime === 'video/mp4' ? await mp4Duration(path) : (await parseFile(path, { duration: true, skipCovers: true })).format.duration;
    return seconds !== undefined && seconds !== null && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : null;
  } catch {
    return null;
  }
}
