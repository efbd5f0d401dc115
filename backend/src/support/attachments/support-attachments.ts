import { Inject, Injectable } from '@nestjs/common';
import { SUPPORT_ATTACHMENTS_FOLDER, type SupportAttachment } from '@khru/contracts';
import type { FileStore } from '@khru/platform';
import { fileTypeFromBuffer } from 'file-type';
import { assertPassivePdf } from '../../kernel/files/passive-pdf.js';
import { uploadRefused } from '../../kernel/files/upload-refusals.js';
import { normalisedImage } from '../../kernel/files/uploaded-image.js';
import { FILE_STORE } from '../../kernel/infrastructure/tokens.js';
import { allowedAttachmentType, attachmentName } from './attachment-rules.js';

/** A screenshot stays legible at 2048 pixels on its longest side. */
const CHAT_IMAGE_MAX_SIDE = 2048;

/** A file multer has read into memory. */
export interface ReceivedFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}

/** A file as it will be kept: its bytes, type and extension as the server made or checked them. */
export type CheckedFile = ReceivedFile & { mime: string; ext: string };

/**
 * Keeps a message's file once its bytes show an image or a PDF, privately through the FileStore port at
 * `support-attachments/<conversationId>/<messageId>.<ext>` (served only by signed address to those who may read it).
 * Named by its message, a retry of the same message writes the same file again instead of leaving a second one.
 */
@Injectable()
export class SupportAttachments {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  /**
   * Refuses a file of another type, or a PDF that would act when opened (FILE_UPLOAD_FAILED), before anything is kept;
   * an image becomes WebP of at most 2048 pixels a side, without metadata (kernel/files). An empty file is no file.
   */
  async check(file: ReceivedFile | undefined): Promise<CheckedFile | null> {
    if (!file || file.size === 0) return null;
    const type = allowedAttachmentType(await fileTypeFromBuffer(file.buffer));
    if (!type) throw uploadRefused.typeNotAllowed();
    if (type.mime === 'application/pdf') {
      await assertPassivePdf(file.buffer);
      return { ...file, ...type };
    }
    const image = await normalisedImage(file.buffer, CHAT_IMAGE_MAX_SIDE);
    return { ...file, buffer: image.bytes, size: image.bytes.length, mime: 'image/webp', ext: 'webp' };
  }

  async keep(conversationId: string, messageId: string, file: CheckedFile): Promise<SupportAttachment> {
    const key = `${SUPPORT_ATTACHMENTS_FOLDER}${conversationId}/${messageId}.${file.ext}`;
    await this.files.put(key, file.buffer, file.mime);
    return { key, name: attachmentName(file.originalname), contentType: file.mime, size: file.size };
  }

  /** Removes a kept file whose message was then refused. */
  async discard(attachment: SupportAttachment | null): Promise<void> {
    if (attachment) await this.files.delete(attachment.key);
  }
}
