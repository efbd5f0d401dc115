import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DocumentStore, FileStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE, FILE_STORE } from '../../../kernel/infrastructure/tokens.js';
import { findCertificate } from '../certificate-page.js';
import { mayRead } from '../certificate-responses.js';
import { GetCertificatePdfQuery, type CertificatePdfFile } from './get-certificate-pdf.query.js';

/**
 * The certificate's PDF for its holder or a platform admin. While it is being made: CERTIFICATE_NOT_READY; when
 * it could not be made, or its file is gone: the spec's CERTIFICATE_DOWNLOAD_FAILED. A revoked certificate's PDF
 * is kept for the admins' records, not handed to its holder.
 */
@QueryHandler(GetCertificatePdfQuery)
export class GetCertificatePdfHandler implements IQueryHandler<GetCertificatePdfQuery, CertificatePdfFile> {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  async execute({ caller, certificateId }: GetCertificatePdfQuery): Promise<CertificatePdfFile> {
    const certificate = await findCertificate(this.documents, certificateId);
    if (!certificate || !mayRead(caller, certificate.userId)) throw DomainError.notFound();
    const admin = caller.permissions.includes('ADMIN');
    if (certificate.status === 'revoked' && !admin) throw DomainError.notFound();
    if (certificate.status === 'preparing') throw new DomainError('CERTIFICATE_NOT_READY');
    const file = certificate.fileKey ? await this.files.get(certificate.fileKey) : null;
    if (!file) throw new DomainError('CERTIFICATE_DOWNLOAD_FAILED');
    return { bytes: file.bytes, filename: `khru-certificate-${certificate.number}.pdf` };
  }
}
