import { Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { DomainError } from '../errors/domain-error.js';
import { findUnsafeText } from './unsafe-text.js';

/**
 * Refuses unsafe text (U+0000, lone surrogates) anywhere in a body, query or path parameter, once
 * for every route: a field error names it instead of the store failing on it later.
 */
@Injectable()
export class RejectUnsafeTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const field = findUnsafeText(value, metadata.data ?? '');
    if (field !== null) throw DomainError.badRequest([{ field: field || metadata.type, code: 'BAD_REQUEST', rule: 'invalidCharacters' }]);
    return value;
  }
}
