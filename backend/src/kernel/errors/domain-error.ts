import type { ErrorCode, FieldError } from '@khru/contracts';

/**
 * A refusal with a stable code from the spec's catalogue, and no HTTP status: deciders return it,
 * and the exception filter turns it into `{ statusCode, code, message }` in the caller's language,
 * the status coming from the one table in error-status.ts.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields: Omit<FieldError, 'message'>[] = [],
  ) {
    super(code);
    this.name = 'DomainError';
  }

  static notFound(): DomainError {
    return new DomainError('NOT_FOUND');
  }

  static alreadyExists(): DomainError {
    return new DomainError('ALREADY_EXIST');
  }

  static conflict(): DomainError {
    return new DomainError('CONFLICT');
  }

  static badRequest(fields: Omit<FieldError, 'message'>[] = []): DomainError {
    return new DomainError('BAD_REQUEST', fields);
  }
}
