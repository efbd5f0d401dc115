import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { VOUCHERS_COLLECTION, normalizeVoucherCode, type VoucherDocument, type VoucherResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { voucherResponse } from '../voucher-response.js';
import { GetVoucherQuery } from './get-voucher.query.js';

/** One voucher by its code, in any case. */
@QueryHandler(GetVoucherQuery)
export class GetVoucherHandler implements IQueryHandler<GetVoucherQuery, VoucherResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ code }: GetVoucherQuery): Promise<VoucherResponse> {
    const document = await this.documents.collection<VoucherDocument>(VOUCHERS_COLLECTION).findOne({ _id: normalizeVoucherCode(code) });
    if (!document) throw DomainError.notFound();
    return voucherResponse(document);
  }
}
