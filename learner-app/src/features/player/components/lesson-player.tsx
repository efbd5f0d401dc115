import type { LearningLesson } from '@khru/contracts';
import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPipButton,
  MediaPlayButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import { MediaCaptionsMenu, MediaCaptionsMenuButton, MediaPlaybackRateMenu, MediaPlaybackRateMenuButton } from 'media-chrome/react/menu';
import { useCallback, useMemo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocaleStore } from '../../../stores/locale-store';
import { usePlayerPreferences } from '../hooks/use-player-preferences';
import { PLAYBACK_RATES, usePlayerStore } from '../player-store';
import '../media-chrome-th';
import '../player.css';
import { CinemaButton } from './cinema-button';
import { KeyboardShortcuts } from './keyboard-shortcuts';

interface Props {
  lesson: LearningLesson & { videoUrl: string };
  autoPlay: boolean;
  /** Receives the `<video>` element with the lesson it plays (progress reporting and notes need it). */
  onVideo: (video: HTMLVideoElement | null, lessonId: string) => void;
  onLoadedMetadata?: (video: HTMLVideoElement) => void;
  onEnded?: () => void;
  /** The cinema-mode toggle (the learning page has a sidebar to move aside; the standalone player not). */
  cinemaToggle?: boolean;
  /** Where the standalone player opens this lesson, linked under the video. */
  standaloneHref?: string;
}

/**
 * A lesson's video with media-chrome controls (spec section 2, Player): play, seek, time, speed,
 * captions in English and Thai, volume, mute, picture-in-picture, full screen, cinema mode and
 * keyboard shortcuts. Labels follow the site's language.
 */
export function LessonPlayer({ lesson, autoPlay, onVideo, onLoadedMetadata, onEnded, cinemaToggle = true, standaloneHref }: Props) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  // The captions chosen when the lesson's video appears, and its tracks with that language first:
  // media-chrome turns captions back on for a new video with its first track. The order stays while the
  // video plays, since moving a <track> would reload it.
  const [first, setFirst] = useState(() => ({ lessonId: lesson.id, captions: usePlayerStore.getState().captions }));
  if (first.lessonId !== lesson.id) setFirst({ lessonId: lesson.id, captions: usePlayerStore.getState().captions });
  const firstCaptions = first.captions;
  const tracks = useMemo(
    () => [...lesson.captions].sort((a, b) => Number(b.lang === firstCaptions) - Number(a.lang === firstCaptions)),
    [lesson.captions, firstCaptions],
  );
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const lessonId = lesson.id;
  const ref = useCallback(
    (element: HTMLVideoElement | null) => {
      setVideo(element);
      onVideo(element, lessonId);
    },
    [onVideo, lessonId],
  );
  usePlayerPreferences(video);
  // Cinema mode spreads the controls to the window's bottom right corner, where the chat launcher floats.
  const cinema = usePlayerStore((s) => s.cinema) && cinemaToggle;
  return (
    <div className="lesson-player" data-hides-chat-launcher={cinema ? '' : undefined}>
      <MediaController lang={locale} className="player" noVolumePref noMutedPref noSubtitlesLangPref>
        <video
          key={lesson.id}
          slot="media"
          ref={ref}
          src={lesson.videoUrl}
          autoPlay={autoPlay}
          preload="metadata"
          playsInline
          onLoadedMetadata={(e: SyntheticEvent<HTMLVideoElement>) => onLoadedMetadata?.(e.currentTarget)}
          onEnded={onEnded}
        >
          {tracks.map((c) => (
            <track key={c.lang} kind="captions" src={c.url} srcLang={c.lang} label={t(`player.captionsLang.${c.lang}`)} default={c.lang === firstCaptions} />
          ))}
        </video>
        <MediaLoadingIndicator slot="centered-chrome" noAutohide />
        <MediaPlaybackRateMenu hidden anchor="auto" rates={PLAYBACK_RATES} />
        <MediaCaptionsMenu hidden anchor="auto" />
        <MediaControlBar className="player-seek">
          <MediaTimeRange />
        </MediaControlBar>
        <MediaControlBar className="player-buttons">
          <MediaPlayButton />
          <MediaMuteButton />
          <MediaVolumeRange className="player-volume" />
          {/* Not a toggle: as a button its name ("playback time") would not contain the time it shows. */}
          <MediaTimeDisplay showDuration noToggle />
          <span className="player-spacer" />
          {lesson.captions.length > 0 ? <MediaCaptionsMenuButton /> : null}
          <MediaPlaybackRateMenuButton />
          <MediaPipButton className="player-pip" />
          {cinemaToggle ? <CinemaButton /> : null}
          <MediaFullscreenButton />
        </MediaControlBar>
      </MediaController>
      <div className="player-extras">
        <KeyboardShortcuts />
        {standaloneHref ? <Link to={standaloneHref}>{t('player.openStandalone')}</Link> : null}
      </div>
    </div>
  );
}
