import { SUPPORT_ATTACHMENT_TYPES } from '@khru/contracts';

const NAME_MAX_LENGTH = 120;

/** A type read from a file's bytes. */
export interface SniffedType {
  mime: string;
  ext: string;
}

/** The sniffed type when a chat message may carry it (an image or a PDF), else null (unknown bytes included). */
export function allowedAttachmentType(sniffed: SniffedType | undefined | null): SniffedType | null {
  return sniffed && (SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(sniffed.mime) ? sniffed : null;
}

/**
 * The name the sender's file had, as shown beside the message: never a path (folders and separators dropped), no
 * control characters, at most 120 characters (the end kept, so the extension stays); `file` when nothing is left.
 */
export function attachmentName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const chars = [...clean];
  const cut = chars.length > NAME_MAX_LENGTH ? chars.slice(chars.length - NAME_MAX_LENGTH).join('') : clean;
  return cut.replace(/^\.+/, '').trim() || 'file';
}
