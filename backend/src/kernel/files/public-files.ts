import { FILE_KEY_PATTERN } from '@khru/platform';

/**
 * The folders of the file store anyone may read at `/api/files/<key>`, each with what writes to it. Every other
 * folder is private (certificates, course media, support attachments, and any folder added later until it is listed
 * here): its files are read through routes that check the reader, or by signed address. The storefront's demo banners
 * are not in the store (`/media/demo/banners/`).
 */
export const PUBLIC_FILE_FOLDERS: readonly string[] = [
  // A user's picture, shown on their public profile (UploadProfileImageHandler).
  'profile-images/',
  // Course and category images, resized (`resizedImageKey`).
  'catalogue-images/',
  // The seeded courses' artwork (CoursesSeeder).
  'catalogue/courses/',
  // Lesson captions, uploaded and seeded (`captionsKey`).
  'captions/',
];

/**
 * The store key of a public file from the key the files route was asked for (already decoded once by the router, so
 * an encoded `/` is a real one here and never decoded again), or null: null unless it is a plain key as the server
 * writes them (no `.` or `..` segment, no empty segment, no `\` or `%`) inside a public folder.
 */
export function publicFileKey(requested: string): string | null {
  if (!FILE_KEY_PATTERN.test(requested)) return null;
  return PUBLIC_FILE_FOLDERS.some((folder) => requested.startsWith(folder)) ? requested : null;
}
