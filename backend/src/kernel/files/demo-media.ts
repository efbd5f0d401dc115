/** Where the sample lesson clips committed in `infra/seed/media` are addressed by seeded courses (ADR 17). */
export const DEMO_MEDIA_ADDRESS = '/media/demo/';

/** The key a demo clip is signed and served under by the media route (ADR 27). */
export const DEMO_MEDIA_FOLDER = 'demo/';

/** A plain clip file name: no folder, no `..`, only the video types the seed ships. */
const CLIP_NAME = /^[A-Za-z0-9_-]+\.(mp4|webm)$/;

const CLIP_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm' };

/** The media key of a demo clip's address (`/media/demo/welcome.mp4` is `demo/welcome.mp4`), or null for any other address. */
export function demoClipKey(address: string): string | null {
  if (!address.startsWith(DEMO_MEDIA_ADDRESS)) return null;
  const name = address.slice(DEMO_MEDIA_ADDRESS.length);
  return CLIP_NAME.test(name) ? `${DEMO_MEDIA_FOLDER}${name}` : null;
}

/** The clip file a demo key names, with its content type, or null when the key is not a plain clip directly in the folder. */
export function demoClipFile(key: string): { name: string; contentType: string } | null {
  if (!key.startsWith(DEMO_MEDIA_FOLDER)) return null;
  const name = key.slice(DEMO_MEDIA_FOLDER.length);
  const match = CLIP_NAME.exec(name);
  return match ? { name, contentType: CLIP_TYPES[match[1]!]! } : null;
}
