import { describe, expect, it } from '@jest/globals';
import { COURSE_MEDIA_FOLDER, SUPPORT_ATTACHMENTS_FOLDER, resizedImageKey } from '@khru/contracts';
import { SIGNED_STORE_FOLDERS } from './media-signer.js';
import { PUBLIC_FILE_FOLDERS, publicFileKey } from './public-files.js';

const ID = '0b6a3f7e-58c4-4d0e-9a55-2f1d3c4b5a69';

describe('the public files', () => {
  it('are the files written for anyone to see: profile images, catalogue images, course artwork, captions', () => {
    for (const key of [
      `profile-images/${ID}/${ID}.webp`,
      resizedImageKey(ID, 640),
      'catalogue/courses/pdpa-essentials.svg',
      'captions/welcome/th.vtt',
      `captions/${ID}.vtt`,
    ]) {
      expect(publicFileKey(key)).toBe(key);
    }
  });

  it('leave out every other folder: private is the default', () => {
    for (const key of [
      `${SUPPORT_ATTACHMENTS_FOLDER}${ID}/${ID}.png`,
      `${COURSE_MEDIA_FOLDER}${ID}.mp4`,
      `certificates/${ID}.pdf`,
      'keys/media-signing.key',
      'anything-new/x.png',
    ]) {
      expect(publicFileKey(key)).toBeNull();
    }
  });

  it('share no folder with those served by signed address', () => {
    for (const signed of SIGNED_STORE_FOLDERS) {
      expect(PUBLIC_FILE_FOLDERS.some((folder) => folder.startsWith(signed) || signed.startsWith(folder))).toBe(false);
    }
  });

  it('are named by plain keys only: no dot segments, empty segments, back slashes or encoded characters lead out of a public folder', () => {
    for (const key of [
      `profile-images/../${SUPPORT_ATTACHMENTS_FOLDER}${ID}/${ID}.png`,
      `captions/./../certificates/${ID}.pdf`,
      `profile-images//${ID}.png`,
      `profile-images\\..\\certificates\\${ID}.pdf`,
      `profile-images/..%2f${SUPPORT_ATTACHMENTS_FOLDER}${ID}/${ID}.png`,
      `profile-images/%2e%2e/certificates/${ID}.pdf`,
      `/profile-images/${ID}.png`,
      'Profile-images/x.png',
      'profile-images',
    ]) {
      expect(publicFileKey(key)).toBeNull();
    }
  });
});
