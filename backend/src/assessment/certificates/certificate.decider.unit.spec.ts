import { describe, expect, it } from '@jest/globals';
import { CERTIFICATE_RULES, type CertificateEvent } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { certificateIdFor } from '../../kernel/ids/certificate-id.js';
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
const when = givenWhen(certificateDecider);
const refusal = (decision: unknown) => {
  const error = decision as DomainError;
  return [error.code, ...error.fields.map((f) => `${f.field}:${f.rule ?? f.code}`)];
};

describe('certificate decider', () => {
  it('given nothing, when a certificate is issued, then it is issued with its number and the holder name as written', () => {
    expect(when([], issue)).toEqual([issued]);
  });

  it('given an issued certificate, when it is issued again (a redelivery, a double click), then nothing happens and nothing is refused', () => {
    expect(when([issued], issue)).toEqual([]);
    expect(when([issued], { ...issue, holderName: 'Renamed', at: later(5) })).toEqual([]);
    expect(when([issued, generated, revoked], issue)).toEqual([]);
  });

  it('given nothing, when the id is not the one derived from learner, kind and subject, then BAD_REQUEST: one certificate per learner and subject', () => {
    expect(refusal(when([], { ...issue, subjectId: 'sql' }))).toEqual(['BAD_REQUEST', 'certificateId:BAD_REQUEST']);
  });

  it('given an issued certificate, when its PDF is stored, then it is generated, once', () => {
    const record = { type: 'RecordCertificateGenerated', certificateId, fileKey: `certificates/${certificateId}.pdf`, at: later(1) } as const;
    expect(when([issued], record)).toEqual([generated]);
    expect(when([issued, generated], record)).toEqual([]);
    expect(when([issued, failed(1, later(2))], record)).toEqual([generated]);
  });

  it('given failures, when the PDF fails again, then the attempt is counted and retried after the wait until no try is left', () => {
    const fail = { type: 'RecordCertificateGenerationFailed', certificateId, reason: 'disk full', at } as const;
    const retryAt = later(CERTIFICATE_RULES.retryAfterMinutes);
    expect(when([issued], fail)).toEqual([failed(1, retryAt)]);
    const before = Array.from({ length: CERTIFICATE_RULES.maxGenerationAttempts - 2 }, (_, i) => failed(i + 1, retryAt));
    expect(when([issued, ...before], fail)).toEqual([failed(CERTIFICATE_RULES.maxGenerationAttempts - 1, retryAt)]);
    expect(when([issued, ...before, failed(CERTIFICATE_RULES.maxGenerationAttempts - 1, retryAt)], fail)).toEqual([
      failed(CERTIFICATE_RULES.maxGenerationAttempts, null),
    ]);
  });

  it('given a generated or revoked certificate, when a failure is reported late, then nothing: what is made stays made', () => {
    const fail = { type: 'RecordCertificateGenerationFailed', certificateId, reason: 'late', at } as const;
    expect(when([issued, generated], fail)).toEqual([]);
    expect(when([issued, revoked], fail)).toEqual([]);
    expect(when([issued, revoked], { type: 'RecordCertificateGenerated', certificateId, fileKey: 'certificates/x.pdf', at })).toEqual([]);
  });

  it('given a certificate, when an admin revokes it with a reason, then it is revoked, and it stays revoked', () => {
    const revoke = { type: 'RevokeCertificate', certificateId, reason: '  Copied answers ', by: 'admin', at: later(9) } as const;
    expect(when([issued, generated], revoke)).toEqual([revoked]);
    expect(when([issued, generated, revoked], { ...revoke, reason: 'Again' })).toEqual([]);
  });

  it('refuses a revocation without a reason, and anything about a certificate never issued', () => {
    expect(refusal(when([issued], { type: 'RevokeCertificate', certificateId, reason: '  ', by: 'admin', at }))).toEqual([
      'BAD_REQUEST',
      'reason:IS_NOT_EMPTY',
    ]);
    expect(refusal(when([], { type: 'RevokeCertificate', certificateId, reason: 'x', by: 'admin', at }))).toEqual(['NOT_FOUND']);
    expect(refusal(when([], { type: 'RecordCertificateGenerated', certificateId, fileKey: 'certificates/x.pdf', at }))).toEqual(['NOT_FOUND']);
    expect(refusal(when([], { type: 'RecordCertificateGenerationFailed', certificateId, reason: 'x', at }))).toEqual(['NOT_FOUND']);
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
