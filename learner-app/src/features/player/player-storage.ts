/** Client storage keys of spec section 3 (the volume key keeps the spec's spelling). */
export const VOLUME_KEY = 'video_player_volumn';
export const SIDEBAR_COLLAPSED_KEY = 'sidebarCollapsed';

/** Spec section 4: a volume is accepted only within 0 to 1. */
export function isVolume(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    // Unreadable storage or a value that is not JSON: as if nothing were kept.
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}

/** The kept volume, or null when none is kept or the kept value is not a volume. */
export function readVolume(): number | null {
  const value = read(VOLUME_KEY);
  return isVolume(value) ? value : null;
}

/** Keeps a volume; anything outside 0 to 1 is refused and leaves the kept value as it was. */
export function writeVolume(volume: unknown): boolean {
  if (!isVolume(volume)) return false;
  write(VOLUME_KEY, volume);
  return true;
}

export function readSidebarCollapsed(): boolean {
  return read(SIDEBAR_COLLAPSED_KEY) === true;
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  write(SIDEBAR_COLLAPSED_KEY, collapsed);
}
