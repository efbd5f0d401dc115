// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readSidebarCollapsed, readVolume, SIDEBAR_COLLAPSED_KEY, VOLUME_KEY, writeSidebarCollapsed, writeVolume } from './player-storage';

describe('the kept volume (spec sections 3 and 4: video_player_volumn, 0 to 1)', () => {
  afterEach(() => localStorage.clear());

  it('keeps a volume within 0 to 1 and reads it back', () => {
    expect(writeVolume(0.35)).toBe(true);
    expect(localStorage.getItem(VOLUME_KEY)).toBe('0.35');
    expect(readVolume()).toBe(0.35);
    expect(writeVolume(0)).toBe(true);
    expect(readVolume()).toBe(0);
    expect(writeVolume(1)).toBe(true);
    expect(readVolume()).toBe(1);
  });

  it.each([1.5, -0.1, Number.NaN, Number.POSITIVE_INFINITY, '0.5', null])('refuses to keep %s and leaves the kept volume as it was', (value) => {
    writeVolume(0.4);
    expect(writeVolume(value)).toBe(false);
    expect(readVolume()).toBe(0.4);
  });

  it.each(['1.5', '-1', '"0.5"', 'true', 'loud', ''])('ignores a stored %s', (stored) => {
    localStorage.setItem(VOLUME_KEY, stored);
    expect(readVolume()).toBeNull();
  });

  it('reads no volume when none is kept', () => {
    expect(readVolume()).toBeNull();
  });
});

describe('the kept sidebar state (sidebarCollapsed)', () => {
  afterEach(() => localStorage.clear());

  it('keeps a collapsed or expanded sidebar; anything else reads as expanded', () => {
    expect(readSidebarCollapsed()).toBe(false);
    writeSidebarCollapsed(true);
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    expect(readSidebarCollapsed()).toBe(true);
    writeSidebarCollapsed(false);
    expect(readSidebarCollapsed()).toBe(false);
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'yes');
    expect(readSidebarCollapsed()).toBe(false);
  });
});
