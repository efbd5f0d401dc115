import { Inject, Injectable } from '@nestjs/common';
import { COURSE_MEDIA_FOLDER, MEDIA_REF_PREFIX, resizedImageKey, type UploadKind, type UploadResponse } from '@khru/contracts';
import type { FileStore } from '@khru/platform';
import { fileTypeFromFile } from 'file-type';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { assertPassivePdf } from '../../../kernel/files/passive-pdf.js';
import { uploadRefused } from '../../../kernel/files/upload-refusals.js';
import { reencodedImage } from '../../../kernel/files/uploaded-image.js';
import { FILE_STORE } from '../../../kernel/infrastructure/tokens.js';
import { imageVariants, type ImageVariant } from './image-variants.js';
import { allowedType, isWebVtt } from './upload-rules.js';
import { videoDuration } from './video-duration.js';

/** A file multer has written to the waiting folder. */
export interface WaitingUpload {
  path: string;
  size: number;
}

const publicUrl = (key: string) => `/api/files/${key}`;

/**
 * Keeps an admin's upload once its bytes show it is of a type its kind takes (ADR 27): images as WebP at
 * several widths and captions in the public files, videos and resources privately, to be signed for learners.
 * A PDF that would act when opened (a script, an attached file) is refused; a resource's picture keeps its size but
 * not its metadata. Nothing is recorded: the course revision that uses the file is.
 */
@Injectable()
export class UploadMediaHandler {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  async execute(kind: UploadKind, upload: WaitingUpload | undefined): Promise<UploadResponse> {
    if (!upload || upload.size === 0) throw uploadRefused.missing();
    if (kind === 'captions') return this.captions(upload);
    const type = allowedType(kind, await fileTypeFromFile(upload.path));
    if (!type) throw uploadRefused.typeNotAllowed();
    if (kind === 'image') return this.image(upload);
    if (type.mime === 'application/pdf') await assertPassivePdf(await readFile(upload.path));
    const key = `${COURSE_MEDIA_FOLDER}${randomUUID()}.${type.ext}`;
    const durationSeconds = kind === 'video' ? await videoDuration(upload.path, type.mime) : undefined;
    const bytes = await this.keepPrivately(key, upload, type.mime);
    return { kind, key, url: `${MEDIA_REF_PREFIX}${key}`, contentType: type.mime, bytes, ...(kind === 'video' ? { durationSeconds } : {}) };
  }

  /** Streams a video or document into the store; a resource's picture is re-encoded first, to shed its metadata. Answers the bytes kept. */
  private async keepPrivately(key: string, upload: WaitingUpload, mime: string): Promise<number> {
    if (!mime.startsWith('image/')) {
      await this.files.putStream(key, createReadStream(upload.path), mime);
      return upload.size;
    }
    const picture = await reencodedImage(upload.path, mime === 'image/png' ? 'png' : 'jpeg');
    await this.files.put(key, picture, mime);
    return picture.length;
  }

  private async captions(upload: WaitingUpload): Promise<UploadResponse> {
    const bytes = await readFile(upload.path);
    if (!isWebVtt(bytes)) throw uploadRefused.typeNotAllowed();
    const key = `captions/${randomUUID()}.vtt`;
    await this.files.put(key, bytes, 'text/vtt; charset=utf-8');
    return { kind: 'captions', key, url: publicUrl(key), contentType: 'text/vtt', bytes: bytes.length };
  }

  private async image(upload: WaitingUpload): Promise<UploadResponse> {
    const variants = await imageVariants(upload.path).catch((): ImageVariant[] => {
      throw uploadRefused.unreadable();
    });
    const id = randomUUID();
    const stored = await Promise.all(
      variants.map(async ({ width, bytes }) => {
        const key = resizedImageKey(id, width);
        await this.files.put(key, bytes, 'image/webp');
        return { width, key, bytes: bytes.length };
      }),
    );
    const largest = stored.at(-1)!;
    return {
      kind: 'image',
      key: largest.key,
      url: publicUrl(largest.key),
      contentType: 'image/webp',
      bytes: largest.bytes,
      variants: stored.map(({ width, key }) => ({ width, url: publicUrl(key) })),
    };
  }
}
