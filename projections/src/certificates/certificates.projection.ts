import { CERTIFICATE_EVENT_TYPES, CERTIFICATES_COLLECTION, type CertificateDocument, type CertificateEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

const searchText = (d: Pick<CertificateDocument, 'number' | 'holderName' | 'titleEn' | 'titleTh'>) =>
  [d.number, d.holderName, d.titleEn, d.titleTh].join(' ').toLowerCase();

export function evolveCertificate(document: CertificateDocument | null, recorded: RecordedEvent): CertificateDocument | null {
  const event = asDomainEvent<CertificateEvent>(recorded);
  switch (event.type) {
    case 'CertificateIssued': {
      const { certificateId, at, ...rest } = event.data;
      const issued = { _id: certificateId, ...rest, issuedAt: at };
      return {
        ...issued,
        status: 'preparing',
        fileKey: null,
        generatedAt: null,
        failedAttempts: 0,
        lastFailure: null,
        retryAt: null,
        revokedAt: null,
        revokedReason: null,
        revokedBy: null,
        searchText: searchText(issued),
      };
    }
    case 'CertificateGenerated':
      return (
        document && {
          ...document,
          status: 'ready',
          fileKey: event.data.fileKey,
          generatedAt: event.data.at,
          retryAt: null,
        }
      );
    case 'CertificateGenerationFailed':
      return (
        document && {
          ...document,
          status: 'failed',
          failedAttempts: event.data.attempt,
          lastFailure: event.data.reason,
          retryAt: event.data.retryAt,
        }
      );
    case 'CertificateRevoked':
      return (
        document && { ...document, status: 'revoked', revokedAt: event.data.at, revokedReason: event.data.reason, revokedBy: event.data.by, retryAt: null }
      );
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `certificates`: every issued certificate with its PDF's state and revocation; the holder's lists, verification and the admin list read it. */
export const certificatesProjection: DocumentProjection<CertificateDocument> = {
  kind: 'document',
  name: 'certificates',
  collection: CERTIFICATES_COLLECTION,
  handles: CERTIFICATE_EVENT_TYPES,
  documentId: (event) => (event.data as { certificateId?: string }).certificateId ?? null,
  evolve: evolveCertificate,
  indexes: [{ keys: { userId: 1, issuedAt: -1 } }, { keys: { status: 1, issuedAt: -1 } }, { keys: { issuedAt: -1 } }],
};
