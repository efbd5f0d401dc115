import { Inject, Injectable } from '@nestjs/common';
import { SUPPORT_ATTACHMENTS_FOLDER, type SupportAttachment } from '@khru/contracts';
import type { FileStore } from '@khru/platform';
import { fileTypeFromBuffer } from 'file-type';
import { uploadRefused } from '../../kernel/files/upload-refusals.js';
import { FILE_STORE } from '../../kernel/infrastructure/tokens.js';
import { allowedAttachmentType, attachmentName } from './attachment-rules.js';

/** A file multer has read into memory. */
export interface ReceivedFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}

/**
 * Keeps a message's file once its bytes show an image or a PDF, privately through the FileStore port at
 * `support-attachments/<conversationId>/<messageId>.<ext>` (served only by signed address to those who may read it).
 * Named by its message, a retry of the same message writes the same file again instead of leaving a second one.
 */
@Injectable()
export class SupportAttachments {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  /** Refuses a file of another type (FILE_UPLOAD_FAILED) before anything is kept; an empty file is no file. */
  async check(file: ReceivedFile | undefined): Promise<(ReceivedFile & { mime: string; ext: string }) | null> {
    if (!file || file.size === 0) return null;
    const type = allowedAttachmentType(await fileTypeFromBuffer(file.buffer));
    if (!type) throw uploadRefused.typeNotAllowed();
    return { ...file, ...type };
  }

  async keep(conversationId: string, messageId: string, file: ReceivedFile & { mime: string; ext: string }): Promise<SupportAttachment> {
    const key = `${SUPPORT_ATTACHMENTS_FOLDER}${conversationId}/${messageId}.${file.ext}`;
    await this.files.put(key, file.buffer, file.mime);
    return { key, name: attachmentName(file.originalname), contentType: file.mime, size: file.size };
  }

  /** Removes a kept file whose message was then refused. */
  async discard(attachment: SupportAttachment | null): Promise<void> {
    if (attachment) await this.files.delete(attachment.key);
  }
}
