import type { CertificateKind } from '../events/assessment/certificate.events.js';

/** `preparing`: issued, the PDF not made yet; `failed`: the PDF could not be made (it is being retried or support must help). */
export type CertificateStatus = 'preparing' | 'ready' | 'failed' | 'revoked';

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
