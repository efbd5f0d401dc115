import { MEDIA_REF_PREFIX, isMediaRef } from '@khru/contracts';
import { demoClipKey } from '../../../kernel/files/demo-media.js';

/** Signs a stored file's key for the caller: a short-lived address. */
export type SignMedia = (key: string) => string;

/**
 * What the player loads: a stored `media:` reference or a seeded demo clip's address (`/media/demo/<clip>.mp4`,
 * kept as recorded so its generated captions still find it) becomes a signed address; any other address stays as it is.
 */
export function playableUrl(url: string, sign: SignMedia): string {
  if (isMediaRef(url)) return sign(url.slice(MEDIA_REF_PREFIX.length));
  const demoKey = demoClipKey(url);
  return demoKey ? sign(demoKey) : url;
}
