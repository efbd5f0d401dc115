import type { ErrorCode, FieldError } from '@khru/contracts';

/**
 * A refusal with a stable code from the spec's catalogue. Deciders return it; the exception filter
 * turns it into `{ statusCode, code, message }` in the caller's language.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly fields: Omit<FieldError, 'message'>[] = [],
  ) {
    super(code);
    this.name = 'DomainError';
  }

  static notFound(): DomainError {
    return new DomainError('NOT_FOUND', 404);
  }

  static alreadyExists(): DomainError {
    return new DomainError('ALREADY_EXIST', 409);
  }

  static conflict(): DomainError {
    return new DomainError('CONFLICT', 409);
  }

  static badRequest(fields: Omit<FieldError, 'message'>[] = []): DomainError {
    return new DomainError('BAD_REQUEST', 400, fields);
  }
}
