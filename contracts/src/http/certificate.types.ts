import type { CertificateKind } from '../events/assessment/certificate.events.js';

/** `preparing`: issued, the PDF not made yet; `failed`: the PDF could not be made (it is being retried or support must help). */
export const CERTIFICATE_STATUSES = ['preparing', 'ready', 'failed', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** `GET certificatesapi/certificate/{id}` (its holder or a platform admin), and the items of the lists. */
export interface CertificateResponse {
  id: string;
  number: string;
  kind: CertificateKind;
  subjectId: string;
  userId: string;
  holderName: string;
  titleEn: string;
  titleTh: string;
  scorePercent: number | null;
  courseIds: string[];
  issuedAt: string;
  status: CertificateStatus;
  /** API path of the PDF once ready (`/api/certificatesapi/certificate/{id}/pdf`), else null. */
  pdfUrl: string | null;
  /** The public verification page in the learner app (`/verify/{id}`), absolute. */
  verifyUrl: string;
  /** The Open Badges 3.0 credential (JSON) a verifier can check. */
  badgeUrl: string;
  revokedAt: string | null;
  revokedReason: string | null;
}

/** `POST certificatesapi/get-certificates/` and the admin list: the spec's `data` envelope. */
export interface CertificateListResponse {
  data: CertificateResponse[];
  totalCount: number;
}

/** `GET certificatesapi/verify/{id}` (no login): what anyone may know about a certificate. */
export interface CertificateVerification {
  id: string;
  number: string;
  holderName: string;
  kind: CertificateKind;
  titleEn: string;
  titleTh: string;
  issuedAt: string;
  scorePercent: number | null;
  valid: boolean;
  revokedAt: string | null;
  revokedReason: string | null;
  badgeUrl: string;
}

/** `POST certificatesapi/certificate/{id}/revoke` (platform admin). */
export interface RevokeCertificateRequestBody {
  reason: string;
}

/** `GET certificatesapi/users/{userId}/certificates` (no login): a public profile's valid certificates, while its owner shows them. */
export interface PublicCertificateListResponse {
  data: CertificateVerification[];
  totalCount: number;
}

/**
 * `GET certificatesapi/certificate/{id}/badge` (no login): the Open Badges 3.0 credential as JSON and as the signed
 * VC-JWT that secures it; `revoked` repeats, outside the signature, what the issuer's revocation list says.
 */
export interface CertificateBadgeResponse {
  credential: Record<string, unknown>;
  jwt: string;
  revoked: boolean;
  revokedAt: string | null;
  revokedReason: string | null;
}
