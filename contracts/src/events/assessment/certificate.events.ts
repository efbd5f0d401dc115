import type { DomainEvent } from '../event.js';

export type CertificateKind = 'course' | 'bundle';

/** What a certificate says, as issued. */
export interface CertificateContent {
  /** The learner's name as they wrote it, at the time of issue. */
  holderName: string;
  kind: CertificateKind;
  /** The course id, or the bundle id. */
  subjectId: string;
  titleEn: string;
  titleTh: string;
  /** The test score for a course certificate; null for a bundle. */
  scorePercent: number | null;
  /** The courses it covers (one for a course certificate). */
  courseIds: string[];
}

/**
 * Stream `certificate-<certificateId>`: a certificate's life. The id is derived from the learner, the kind and
 * the course or bundle, so however often a pass is redelivered there is one stream and one `CertificateIssued`.
 * The PDF is made after issue (asynchronously): `CertificateGenerated` when it is stored, or
 * `CertificateGenerationFailed` with the instant of the next try (null when no try is left).
 */
export type CertificateIssued = DomainEvent<
  'CertificateIssued',
  CertificateContent & {
    certificateId: string;
    /** The unique number printed on the certificate, e.g. KHRU-2026-4F7A-91C2. */
    number: string;
    userId: string;
    at: string;
  }
>;
export type CertificateGenerated = DomainEvent<'CertificateGenerated', { certificateId: string; userId: string; fileKey: string; at: string }>;
export type CertificateGenerationFailed = DomainEvent<
  'CertificateGenerationFailed',
  { certificateId: string; userId: string; attempt: number; reason: string; retryAt: string | null; at: string }
>;
export type CertificateRevoked = DomainEvent<'CertificateRevoked', { certificateId: string; userId: string; reason: string; by: string; at: string }>;

export type CertificateEvent = CertificateIssued | CertificateGenerated | CertificateGenerationFailed | CertificateRevoked;

export const CERTIFICATE_EVENT_TYPES = [
  'CertificateIssued',
  'CertificateGenerated',
  'CertificateGenerationFailed',
  'CertificateRevoked',
] as const satisfies readonly CertificateEvent['type'][];

export const certificateStream = (certificateId: string): string => `certificate-${certificateId}`;
