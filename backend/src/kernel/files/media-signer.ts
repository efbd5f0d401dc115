import { Inject, Injectable } from '@nestjs/common';
import { COURSE_MEDIA_FOLDER, SUPPORT_ATTACHMENTS_FOLDER } from '@khru/contracts';
import type { RuntimeConfig } from '@khru/platform';
import { RUNTIME_CONFIG } from '../infrastructure/tokens.js';
import { isValidMediaSignature, signedMediaUrl } from './media-signature.js';
import { resolveMediaSigningKey } from './media-signing-key.js';

/**
 * The store's folders served by signed address only (with the seed's demo clips beside the store): course media and
 * support attachments. None is public (`PUBLIC_FILE_FOLDERS`), so their files' plain keys lead nowhere.
 */
export const SIGNED_STORE_FOLDERS: readonly string[] = [COURSE_MEDIA_FOLDER, SUPPORT_ATTACHMENTS_FOLDER];

/** Signs private files for those allowed to read them (course media, support attachments), and checks the signatures it gave (ADR 27). */
@Injectable()
export class MediaSigner {
  private secret: string | null = null;

  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  /**
   * A short-lived address of the stored file `key`, good for at least the configured time from `now`. The expiry is
   * rounded up to a quarter of that time, so the learning page fetched again a minute later gets the same address and
   * a playing video keeps its source instead of loading again.
   */
  sign(key: string, now: Date): string {
    const ttl = this.config.mediaUrlTtlSeconds;
    const step = Math.max(60, Math.floor(ttl / 4));
    const expires = Math.ceil((Math.floor(now.getTime() / 1000) + ttl) / step) * step;
    return signedMediaUrl(this.key(), key, expires);
  }

  isValid(key: string, exp: unknown, sig: unknown, now: Date): boolean {
    return isValidMediaSignature(this.key(), key, exp, sig, now);
  }

  private key(): string {
    this.secret ??= resolveMediaSigningKey(this.config.mediaSigningKey, this.config.dataDir);
    return this.secret;
  }
}
