import { describe, expect, it } from '@jest/globals';
import { playableUrl } from './learning-media.js';

const sign = (key: string) => `/api/media/${key}?exp=1&sig=ab`;

describe('the address a learner plays', () => {
  it('is a signed address for a stored course file', () => {
    expect(playableUrl('media:course-media/3f1c.mp4', sign)).toBe('/api/media/course-media/3f1c.mp4?exp=1&sig=ab');
  });

  it('is a signed address for a seeded demo clip, MP4 or WebM', () => {
    expect(playableUrl('/media/demo/lesson-welcome.mp4', sign)).toBe('/api/media/demo/lesson-welcome.mp4?exp=1&sig=ab');
    expect(playableUrl('/media/demo/practice.webm', sign)).toBe('/api/media/demo/practice.webm?exp=1&sig=ab');
  });

  it('is the address itself for anything under the demo folder that is no plain clip', () => {
    expect(playableUrl('/media/demo/banners/learn-anywhere.svg', sign)).toBe('/media/demo/banners/learn-anywhere.svg');
    expect(playableUrl('/media/demo/banners/intro.mp4', sign)).toBe('/media/demo/banners/intro.mp4');
    expect(playableUrl('/media/demo/../secret.mp4', sign)).toBe('/media/demo/../secret.mp4');
    expect(playableUrl('/media/demo/notes.pdf', sign)).toBe('/media/demo/notes.pdf');
  });

  it('is the address itself for another site or another path of this one', () => {
    expect(playableUrl('https://videos.example/intro.mp4', sign)).toBe('https://videos.example/intro.mp4');
    expect(playableUrl('/videos/intro.mp4', sign)).toBe('/videos/intro.mp4');
  });
});
