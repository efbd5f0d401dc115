import type { CertificateContent } from '../events/assessment/certificate.events.js';
import type { CertificateStatus } from '../http/certificate.types.js';

/**
 * Collection `certificates`: one document per issued certificate (`_id` = the certificate id), what it says, how
 * far its PDF is, and its revocation.
 */
export interface CertificateDocument extends CertificateContent {
  _id: string;
  number: string;
  userId: string;
  issuedAt: string;
  status: CertificateStatus;
  /** Where the PDF is kept in the file store once made. */
  fileKey: string | null;
  generatedAt: string | null;
  failedAttempts: number;
  lastFailure: string | null;
  /** When the PDF is tried again after a failure; null when it is not (made, or no try left). */
  retryAt: string | null;
  revokedAt: string | null;
  revokedReason: string | null;
  revokedBy: string | null;
  /** Lower-cased number, holder and titles, for the administrators' search. */
  searchText: string;
}

export const CERTIFICATES_COLLECTION = 'certificates';
