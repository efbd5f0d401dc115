import { useEffect } from 'react';
import { usePlayerStore, type CaptionsLang } from '../player-store';

const isCaptionsLang = (lang: string): lang is CaptionsLang => lang === 'en' || lang === 'th';
const captionTracks = (video: HTMLVideoElement) => Array.from(video.textTracks).filter((t) => t.kind === 'captions' || t.kind === 'subtitles');

/**
 * Carries the learner's volume, speed and captions from one video to the next: applies them to a new
 * `<video>` and records what the learner changes there (the volume is kept in the browser).
 */
export function usePlayerPreferences(video: HTMLVideoElement | null): void {
  useEffect(() => {
    if (!video) return;
    const store = usePlayerStore.getState();
    video.volume = store.volume;
    video.defaultPlaybackRate = store.rate;
    video.playbackRate = store.rate;
    // Until the chosen captions are applied, a track's own start-up changes are not the learner's choice.
    let applied = false;
    const applyCaptions = () => {
      const wanted = usePlayerStore.getState().captions;
      for (const track of captionTracks(video)) track.mode = track.language === wanted ? 'showing' : 'disabled';
      applied = true;
    };
    const onVolume = () => usePlayerStore.getState().setVolume(video.volume);
    const onRate = () => {
      if (video.readyState > 0) usePlayerStore.getState().setRate(video.playbackRate);
    };
    const onMetadata = () => {
      video.playbackRate = usePlayerStore.getState().rate;
      applyCaptions();
    };
    const onTracks = () => {
      if (!applied) return;
      const showing = captionTracks(video).find((t) => t.mode === 'showing');
      usePlayerStore.getState().setCaptions(showing && isCaptionsLang(showing.language) ? showing.language : null);
    };
    applyCaptions();
    video.addEventListener('volumechange', onVolume);
    video.addEventListener('ratechange', onRate);
    video.addEventListener('loadedmetadata', onMetadata);
    video.textTracks.addEventListener('change', onTracks);
    return () => {
      video.removeEventListener('volumechange', onVolume);
      video.removeEventListener('ratechange', onRate);
      video.removeEventListener('loadedmetadata', onMetadata);
      video.textTracks.removeEventListener('change', onTracks);
    };
  }, [video]);
}
