import { describe, expect, it } from '@jest/globals';
import { CERTIFICATE_RULES, type CertificateEvent } from '@khru/contracts';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
import { certificateIdFor } from './certificate-id.js';
import { certificateDecider, type IssueCertificate } from './certificate.decider.js';
import { certificateNumber } from './certificate-number.js';

const at = '2026-11-24T03:00:00.000Z';
const later = (minutes: number) => new Date(Date.parse(at) + minutes * 60_000).toISOString();
const certificateId = certificateIdFor('u1', 'course', 'git');
const issue: IssueCertificate = {
  type: 'IssueCertificate',
  certificateId,
  userId: 'u1',
  holderName: 'สมหญิง น้ำใจดี',
  kind: 'course',
  subjectId: 'git',
  titleEn: 'Git for teams',
  titleTh: 'กิตสำหรับทีม',
  scorePercent: 95,
  courseIds: ['git'],
  at,
};
const { type: _type, ...issuedData } = issue;
const issued: CertificateEvent = { type: 'CertificateIssued', data: { ...issuedData, number: certificateNumber(certificateId, at) } };
const generated: CertificateEvent = {
  type: 'CertificateGenerated',
  data: { certificateId, userId: 'u1', fileKey: `certificates/${certificateId}.pdf`, at: later(1) },
};
const failed = (attempt: number, retryAt: string | null): CertificateEvent => ({
  type: 'CertificateGenerationFailed',
  data: { certificateId, userId: 'u1', attempt, reason: 'disk full', retryAt, at },
});
const revoked: CertificateEvent = { type: 'CertificateRevoked', data: { certificateId, userId: 'u1', reason: 'Copied answers', by: 'admin', at: later(9) } };
const given = deciderSpec(certificateDecider);

describe('certificate decider', () => {
  it('given nothing, when a certificate is issued, then it is issued with its number and the holder name as written', () => {
    given([]).when(issue).then([issued]);
  });

  it('given an issued certificate, when it is issued again (a redelivery, a double click), then nothing happens and nothing is refused', () => {
    given([issued]).when(issue).thenNothing();
    given([issued])
      .when({ ...issue, holderName: 'Renamed', at: later(5) })
      .thenNothing();
    given([issued, generated, revoked]).when(issue).thenNothing();
  });

  it('given nothing, when the id is not the one derived from learner, kind and subject, then BAD_REQUEST: one certificate per learner and subject', () => {
    given([])
      .when({ ...issue, subjectId: 'sql' })
      .thenThrows('BAD_REQUEST', [{ field: 'certificateId', code: 'BAD_REQUEST' }]);
  });

  it('given an issued certificate, when its PDF is stored, then it is generated, once', () => {
    const record = { type: 'RecordCertificateGenerated', certificateId, fileKey: `certificates/${certificateId}.pdf`, at: later(1) } as const;
    given([issued]).when(record).then([generated]);
    given([issued, generated]).when(record).thenNothing();
    given([issued, failed(1, later(2))])
      .when(record)
      .then([generated]);
  });

  it('given failures, when the PDF fails again, then the attempt is counted and retried after the wait until no try is left', () => {
    const fail = { type: 'RecordCertificateGenerationFailed', certificateId, reason: 'disk full', at } as const;
    const retryAt = later(CERTIFICATE_RULES.retryAfterMinutes);
    given([issued])
      .when(fail)
      .then([failed(1, retryAt)]);
    const before = Array.from({ length: CERTIFICATE_RULES.maxGenerationAttempts - 2 }, (_, i) => failed(i + 1, retryAt));
    given([issued, ...before])
      .when(fail)
      .then([failed(CERTIFICATE_RULES.maxGenerationAttempts - 1, retryAt)]);
    given([issued, ...before, failed(CERTIFICATE_RULES.maxGenerationAttempts - 1, retryAt)])
      .when(fail)
      .then([failed(CERTIFICATE_RULES.maxGenerationAttempts, null)]);
  });

  it('given a generated or revoked certificate, when a failure is reported late, then nothing: what is made stays made', () => {
    const fail = { type: 'RecordCertificateGenerationFailed', certificateId, reason: 'late', at } as const;
    given([issued, generated]).when(fail).thenNothing();
    given([issued, revoked]).when(fail).thenNothing();
    given([issued, revoked]).when({ type: 'RecordCertificateGenerated', certificateId, fileKey: 'certificates/x.pdf', at }).thenNothing();
  });

  it('given a certificate, when an admin revokes it with a reason, then it is revoked, and it stays revoked', () => {
    const revoke = { type: 'RevokeCertificate', certificateId, reason: '  Copied answers ', by: 'admin', at: later(9) } as const;
    given([issued, generated]).when(revoke).then([revoked]);
    given([issued, generated, revoked])
      .when({ ...revoke, reason: 'Again' })
      .thenNothing();
  });

  it('refuses a revocation without a reason, and anything about a certificate never issued', () => {
    given([issued])
      .when({ type: 'RevokeCertificate', certificateId, reason: '  ', by: 'admin', at })
      .thenThrows('BAD_REQUEST', [{ field: 'reason', code: 'IS_NOT_EMPTY' }]);
    given([]).when({ type: 'RevokeCertificate', certificateId, reason: 'x', by: 'admin', at }).thenThrows('NOT_FOUND', []);
    given([]).when({ type: 'RecordCertificateGenerated', certificateId, fileKey: 'certificates/x.pdf', at }).thenThrows('NOT_FOUND', []);
    given([]).when({ type: 'RecordCertificateGenerationFailed', certificateId, reason: 'x', at }).thenThrows('NOT_FOUND', []);
  });
});

describe('certificate number', () => {
  it('is the Bangkok year of issue and 60 bits of the id in groups a person can read', () => {
    expect(certificateNumber(certificateId, at)).toMatch(/^KHRU-2026-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(certificateNumber(certificateId, '2026-12-31T18:00:00.000Z').startsWith('KHRU-2027-')).toBe(true);
  });

  it('is the same for the same certificate and differs between certificates', () => {
    expect(certificateNumber(certificateId, at)).toBe(certificateNumber(certificateId, later(60)));
    const numbers = new Set(Array.from({ length: 2000 }, (_, i) => certificateNumber(certificateIdFor(`u${i}`, 'course', 'git'), at)));
    expect(numbers.size).toBe(2000);
  });
});
