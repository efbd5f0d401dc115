// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNoteJump } from './use-note-jump';

describe('jumping from a note to the player', () => {
  it('seeks the video at once within the lesson shown', () => {
    const video = document.createElement('video');
    const openLesson = vi.fn();
    const { result } = renderHook(() => useNoteJump(video, openLesson));
    act(() => result.current.jump('intro', 42, 'intro'));
    expect(video.currentTime).toBe(42);
    expect(openLesson).not.toHaveBeenCalled();
  });

  it('opens another lesson and seeks once its video has loaded, and only that lesson\u2019s video', () => {
    const openLesson = vi.fn();
    const { result } = renderHook(() => useNoteJump(null, openLesson));
    act(() => result.current.jump('deep-dive', 30, 'intro'));
    expect(openLesson).toHaveBeenCalledWith('deep-dive');
    const other = document.createElement('video');
    act(() => result.current.onLoadedMetadata(other, 'deep-dive'));
    expect(other.currentTime).toBe(30);
    const later = document.createElement('video');
    act(() => result.current.onLoadedMetadata(later, 'deep-dive'));
    expect(later.currentTime).toBe(0);
  });

  it('drops a jump to a lesson without video when another lesson\u2019s video loads', () => {
    const { result } = renderHook(() => useNoteJump(null, vi.fn()));
    act(() => result.current.jump('slides', 0, 'intro'));
    const video = document.createElement('video');
    act(() => result.current.onLoadedMetadata(video, 'intro'));
    expect(video.currentTime).toBe(0);
  });
});
