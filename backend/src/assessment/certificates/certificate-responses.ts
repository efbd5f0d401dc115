import type { CertificateDocument, CertificateResponse, CertificateStatus, CertificateVerification } from '@khru/contracts';
import type { Caller } from '../../kernel/auth/caller.js';
import { badgeUrls } from './badges/open-badge.js';
import type { CertificateState } from './certificate.decider.js';

/** What a certificate's answers are made from: its read-model document, or its stream's state (`factsOf`). */
export type CertificateFacts = Pick<
  CertificateDocument,
  | '_id'
  | 'number'
  | 'kind'
  | 'subjectId'
  | 'userId'
  | 'holderName'
  | 'titleEn'
  | 'titleTh'
  | 'scorePercent'
  | 'courseIds'
  | 'issuedAt'
  | 'status'
  | 'revokedAt'
  | 'revokedReason'
>;

/** Its holder and platform admins may read a certificate; anyone else is told it does not exist. */
export const mayRead = (caller: Caller, holderId: string): boolean => caller.userId === holderId || caller.permissions.includes('ADMIN');

const statusOf = (state: Extract<CertificateState, { status: 'issued' }>): CertificateStatus => {
  if (state.revocation) return 'revoked';
  return state.pdf === 'generated' ? 'ready' : state.pdf === 'failed' ? 'failed' : 'preparing';
};

export function factsOf(state: Extract<CertificateState, { status: 'issued' }>): CertificateFacts {
  const { certificateId, at, number, kind, subjectId, userId, holderName, titleEn, titleTh, scorePercent, courseIds } = state.issued;
  return {
    _id: certificateId,
    number,
    kind,
    subjectId,
    userId,
    holderName,
    titleEn,
    titleTh,
    scorePercent,
    courseIds,
    issuedAt: at,
    status: statusOf(state),
    revokedAt: state.revocation?.at ?? null,
    revokedReason: state.revocation?.reason ?? null,
  };
}

export function toCertificateResponse(facts: CertificateFacts, publicUrl: string): CertificateResponse {
  const { _id: id, ...rest } = facts;
  const urls = badgeUrls(publicUrl);
  return {
    id,
    number: rest.number,
    kind: rest.kind,
    subjectId: rest.subjectId,
    userId: rest.userId,
    holderName: rest.holderName,
    titleEn: rest.titleEn,
    titleTh: rest.titleTh,
    scorePercent: rest.scorePercent,
    courseIds: rest.courseIds,
    issuedAt: rest.issuedAt,
    status: rest.status,
    pdfUrl: rest.status === 'ready' ? `/api/certificatesapi/certificate/${id}/pdf` : null,
    verifyUrl: urls.verifyPage(id),
    badgeUrl: urls.credential(id),
    revokedAt: rest.revokedAt,
    revokedReason: rest.revokedReason,
  };
}

/** What anyone may know: no user id, no file, no course list. */
export function toVerification(facts: CertificateFacts, publicUrl: string): CertificateVerification {
  return {
    id: facts._id,
    number: facts.number,
    holderName: facts.holderName,
    kind: facts.kind,
    titleEn: facts.titleEn,
    titleTh: facts.titleTh,
    issuedAt: facts.issuedAt,
    scorePercent: facts.scorePercent,
    valid: facts.status !== 'revoked',
    revokedAt: facts.revokedAt,
    revokedReason: facts.revokedReason,
    badgeUrl: badgeUrls(publicUrl).credential(facts._id),
  };
}
