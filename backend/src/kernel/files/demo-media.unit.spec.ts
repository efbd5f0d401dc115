import { describe, expect, it } from '@jest/globals';
import { demoClipFile, demoClipKey } from './demo-media.js';

describe('demo clip keys', () => {
  it('name a plain clip directly in the demo folder', () => {
    expect(demoClipKey('/media/demo/welcome.mp4')).toBe('demo/welcome.mp4');
    expect(demoClipFile('demo/welcome.mp4')).toEqual({ name: 'welcome.mp4', contentType: 'video/mp4' });
    expect(demoClipFile('demo/intro_2.webm')).toEqual({ name: 'intro_2.webm', contentType: 'video/webm' });
  });

  it('never name a sub-folder, a parent folder or another type', () => {
    for (const key of [
      'demo/banners/learn-anywhere.svg',
      'demo/../accounts.json',
      'demo/..mp4',
      'demo/a/b.mp4',
      'demo/notes.pdf',
      'course-media/x.mp4',
      'demo/',
    ])
      expect(demoClipFile(key)).toBeNull();
    for (const address of ['/media/demo/banners/x.mp4', '/media/demo/../x.mp4', '/media/demos/x.mp4', 'https://example.com/media/demo/x.mp4'])
      expect(demoClipKey(address)).toBeNull();
  });
});
