import { create } from 'zustand';
import { readSidebarCollapsed, readVolume, writeSidebarCollapsed, writeVolume } from './player-storage';

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type CaptionsLang = 'en' | 'th';
/** Spec section 9 reads the default volume as 0.5 or 1; full volume is what a video starts with anyway. */
export const DEFAULT_VOLUME = 1;

interface PlayerState {
  volume: number;
  sidebarCollapsed: boolean;
  cinema: boolean;
  /** Captions chosen in this session (null: off), kept from one lesson to the next. */
  captions: CaptionsLang | null;
  rate: number;
  setVolume(volume: number): void;
  toggleSidebar(): void;
  toggleCinema(): void;
  setCaptions(captions: CaptionsLang | null): void;
  setRate(rate: number): void;
}

/** What the browser kept: the volume and whether the sidebar is collapsed (read when the app starts). */
export const keptPreferences = () => ({ volume: readVolume() ?? DEFAULT_VOLUME, sidebarCollapsed: readSidebarCollapsed() });

/**
 * The player's UI state (design: zustand for volume, sidebar and cinema mode). Volume and the sidebar
 * are kept in the browser under the spec's keys; cinema mode, captions and speed last for the session.
 */
export const usePlayerStore = create<PlayerState>((set) => ({
  ...keptPreferences(),
  cinema: false,
  captions: null,
  rate: 1,
  setVolume(volume) {
    if (writeVolume(volume)) set({ volume });
  },
  toggleSidebar() {
    set((s) => {
      writeSidebarCollapsed(!s.sidebarCollapsed);
      return { sidebarCollapsed: !s.sidebarCollapsed };
    });
  },
  toggleCinema() {
    set((s) => ({ cinema: !s.cinema }));
  },
  setCaptions(captions) {
    set({ captions });
  },
  setRate(rate) {
    if ((PLAYBACK_RATES as readonly number[]).includes(rate)) set({ rate });
  },
}));
