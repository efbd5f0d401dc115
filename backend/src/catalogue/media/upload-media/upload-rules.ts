import { UPLOAD_TYPES, type UploadKind } from '@khru/contracts';
import { DomainError } from '../../../kernel/errors/domain-error.js';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const WEBVTT = Buffer.from('WEBVTT', 'ascii');

/** A type read from a file's bytes. */
export interface SniffedType {
  mime: string;
  ext: string;
}

/** The sniffed type when the kind takes it, else null (unknown bytes included). */
export function allowedType(kind: UploadKind, sniffed: SniffedType | undefined | null): SniffedType | null {
  return sniffed && UPLOAD_TYPES[kind].includes(sniffed.mime) ? sniffed : null;
}

/**
 * WebVTT is text, so no magic number gives it away: the file starts with `WEBVTT` (after an optional UTF-8
 * byte order mark), followed by the end of the file, a space, a tab or a line break, and all of it is UTF-8.
 */
export function isWebVtt(bytes: Buffer): boolean {
  const body = bytes.subarray(0, UTF8_BOM.length).equals(UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
  if (!body.subarray(0, WEBVTT.length).equals(WEBVTT)) return false;
  const after = body[WEBVTT.length];
  if (after !== undefined && ![0x20, 0x09, 0x0a, 0x0d].includes(after)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return true;
  } catch {
    return false;
  }
}

/** The path names a kind of upload there is not. */
export const unknownUploadKind = () => DomainError.badRequest([{ field: 'kind', code: 'IS_IN' }]);
