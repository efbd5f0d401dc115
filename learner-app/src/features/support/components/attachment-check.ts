import { DEFAULT_SUPPORT_ATTACHMENT_LIMIT_MB, SUPPORT_ATTACHMENT_TYPES } from '@khru/contracts';

/** What the browser can tell before sending (the server reads the type from the bytes and has the last word). */
export type AttachmentProblem = 'fileType' | 'fileSize' | null;

export function attachmentProblem(file: File): AttachmentProblem {
  if (!(SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'fileType';
  if (file.size > DEFAULT_SUPPORT_ATTACHMENT_LIMIT_MB * 1024 * 1024) return 'fileSize';
  return null;
}
