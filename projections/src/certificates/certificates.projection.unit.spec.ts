import { describe, expect, it } from '@jest/globals';
import type { CertificateEvent } from '@khru/contracts';
import { foldDocument } from '../testing/fold-document.js';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { certificatesProjection, evolveCertificate } from './certificates.projection.js';

const at = '2026-11-24T03:00:00.000Z';
const issued: CertificateEvent = {
  type: 'CertificateIssued',
  data: {
    certificateId: 'c1',
    number: 'KHRU-2026-7K3M-9QZ2-XW4D',
    userId: 'u1',
    holderName: 'สมหญิง น้ำใจดี',
    kind: 'course',
    subjectId: 'git',
    titleEn: 'Git for Teams',
    titleTh: 'กิตสำหรับทีม',
    scorePercent: 95,
    courseIds: ['git'],
    at,
  },
};
const failed: CertificateEvent = {
  type: 'CertificateGenerationFailed',
  data: { certificateId: 'c1', userId: 'u1', attempt: 1, reason: 'disk full', retryAt: '2026-11-24T03:02:00.000Z', at },
};
const generated: CertificateEvent = {
  type: 'CertificateGenerated',
  data: { certificateId: 'c1', userId: 'u1', fileKey: 'certificates/c1.pdf', at: '2026-11-24T03:02:05.000Z' },
};
const revoked: CertificateEvent = {
  type: 'CertificateRevoked',
  data: { certificateId: 'c1', userId: 'u1', reason: 'Copied answers', by: 'admin', at: '2026-11-25T00:00:00.000Z' },
};

describe('certificates projection', () => {
  it('given an issued certificate, then it is preparing, with what it says and words to search it by', () => {
    expect(foldDocument(evolveCertificate, [issued])).toEqual({
      _id: 'c1',
      number: 'KHRU-2026-7K3M-9QZ2-XW4D',
      userId: 'u1',
      holderName: 'สมหญิง น้ำใจดี',
      kind: 'course',
      subjectId: 'git',
      titleEn: 'Git for Teams',
      titleTh: 'กิตสำหรับทีม',
      scorePercent: 95,
      courseIds: ['git'],
      issuedAt: at,
      status: 'preparing',
      fileKey: null,
      generatedAt: null,
      failedAttempts: 0,
      lastFailure: null,
      retryAt: null,
      revokedAt: null,
      revokedReason: null,
      revokedBy: null,
      searchText: 'khru-2026-7k3m-9qz2-xw4d สมหญิง น้ำใจดี git for teams กิตสำหรับทีม',
    });
  });

  it('given a failed generation, then it is failed until its retry; once generated it is ready with its file', () => {
    expect(foldDocument(evolveCertificate, [issued, failed])).toMatchObject({
      status: 'failed',
      failedAttempts: 1,
      lastFailure: 'disk full',
      retryAt: '2026-11-24T03:02:00.000Z',
    });
    expect(foldDocument(evolveCertificate, [issued, failed, generated])).toMatchObject({
      status: 'ready',
      fileKey: 'certificates/c1.pdf',
      failedAttempts: 1,
      retryAt: null,
    });
  });

  it('given a revocation, then it is revoked with when, why and by whom, keeping its file', () => {
    expect(foldDocument(evolveCertificate, [issued, generated, revoked])).toMatchObject({
      status: 'revoked',
      fileKey: 'certificates/c1.pdf',
      revokedAt: '2026-11-25T00:00:00.000Z',
      revokedReason: 'Copied answers',
      revokedBy: 'admin',
    });
  });

  it('applied twice gives the same document', async () => {
    const { once, twice } = await documentBeforeAndAfterReplay(
      certificatesProjection,
      [issued, failed, generated, revoked].map((e) => recorded(e)),
      'c1',
    );
    expect(once).toMatchObject({ status: 'revoked' });
    expect(twice).toEqual(once);
  });
});
