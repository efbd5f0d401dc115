import { DomainError } from '../errors/domain-error.js';

const MB = 1024 * 1024;

/** Upload limits are set in MB (mebibytes). */
export const limitBytes = (limitMb: number): number => limitMb * MB;

/** The refusals of an uploaded file, each naming its field (`file` unless said); the message says which rule failed, in the caller's language. */
export const uploadRefused = {
  missing: () => DomainError.badRequest([{ field: 'file', code: 'IS_NOT_EMPTY' }]),
  typeNotAllowed: (field = 'file') => new DomainError('FILE_UPLOAD_FAILED', [{ field, code: 'FILE_UPLOAD_FAILED', rule: 'fileTypeNotAllowed' }]),
  tooLarge: (limitMb: number) => new DomainError('FILE_UPLOAD_FAILED', [{ field: 'file', code: 'FILE_UPLOAD_FAILED', rule: 'fileTooLarge', n: limitMb }]),
  /** The bytes claim a type but cannot be read as it (a truncated image, a picture of too many pixels), or the form itself is malformed. */
  unreadable: (field = 'file') => new DomainError('FILE_UPLOAD_FAILED', [{ field, code: 'FILE_UPLOAD_FAILED' }]),
};
