import type { FieldRule } from './field-rules.js';
import type { ErrorCode } from './error-codes.js';

/** One field that failed validation. */
export interface FieldError {
  field: string;
  code: ErrorCode;
  /** Set when a more precise rule failed (`minLength`, `equalsField`, ...): the message is the rule's. */
  rule?: FieldRule;
  /** The rule's number (the minimum or maximum length). */
  n?: number;
  message: string;
}

/** The body of every error the API answers. */
export interface ErrorResponse {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** Present on validation failures: one entry per failed rule. */
  errors?: FieldError[];
  requestId?: string;
}
