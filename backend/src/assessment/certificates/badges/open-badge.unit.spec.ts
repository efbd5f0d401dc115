import { describe, expect, it } from '@jest/globals';
import { credentialClaims, issuerProfile, openBadgeCredential, type BadgeCertificate } from './open-badge.js';

const publicUrl = 'https://khru.example';
const certificate: BadgeCertificate = {
  id: '5f0c1d2e-3a4b-5c6d-8e7f-0a1b2c3d4e5f',
  number: 'KHRU-2026-7K3M-9QZ2-XW4D',
  userId: '6f1c2d3e-0001-4a00-8000-000000000001',
  holderName: 'สมหญิง น้ำใจดี',
  kind: 'course',
  subjectId: 'leadership',
  titleEn: 'Leadership Right Here',
  titleTh: 'หลักสูตรผู้นำที่นี่',
  scorePercent: 95,
  courseIds: ['leadership'],
  issuedAt: '2026-11-24T03:00:00.000Z',
};

describe('Open Badges 3.0 credential', () => {
  it('is an OpenBadgeCredential of the VC 2.0 and OB 3.0.3 contexts, issued by the published issuer profile', () => {
    const credential = openBadgeCredential(publicUrl, certificate);
    expect(credential['@context']).toEqual(['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.id).toBe(`${publicUrl}/api/certificatesapi/certificate/${certificate.id}/badge`);
    expect(credential.issuer).toMatchObject({ id: `${publicUrl}/api/certificatesapi/issuer`, type: ['Profile'], name: 'Khru' });
    expect(credential.validFrom).toBe(certificate.issuedAt);
  });

  it('names the learner as written and the course as the achievement, in English with the Thai title described, with the score', () => {
    const { credentialSubject } = openBadgeCredential(publicUrl, certificate);
    expect(credentialSubject).toMatchObject({
      id: `urn:uuid:${certificate.userId}`,
      type: ['AchievementSubject'],
      name: 'สมหญิง น้ำใจดี',
      result: [{ type: ['Result'], value: '95%' }],
      achievement: {
        id: `${publicUrl}/courses-overview/leadership`,
        type: ['Achievement'],
        name: 'Leadership Right Here',
        criteria: { narrative: expect.stringContaining('passed its final test with 95%') },
      },
    });
    expect(credentialSubject.achievement.description).toContain('หลักสูตรผู้นำที่นี่');
  });

  it('points a bundle at its overview page and states its courses instead of a score', () => {
    const { credentialSubject } = openBadgeCredential(publicUrl, {
      ...certificate,
      kind: 'bundle',
      subjectId: 'data',
      scorePercent: null,
      courseIds: ['a', 'b'],
    });
    expect(credentialSubject.achievement.id).toBe(`${publicUrl}/bundle-overview/data`);
    expect(credentialSubject.achievement.criteria.narrative).toContain('(2)');
    expect('result' in credentialSubject).toBe(false);
  });

  it('carries a status entry in the issuer\u2019s revocation list', () => {
    expect(openBadgeCredential(publicUrl, certificate).credentialStatus).toEqual({
      id: `${publicUrl}/api/certificatesapi/issuer/revocations`,
      type: '1EdTechRevocationList',
    });
  });

  it('has the JWT claims that must match the credential: iss, jti, nbf and sub', () => {
    const credential = openBadgeCredential(publicUrl, certificate);
    expect(credentialClaims(credential)).toMatchObject({
      iss: credential.issuer.id,
      jti: credential.id,
      nbf: Date.parse(certificate.issuedAt) / 1000,
      sub: credential.credentialSubject.id,
    });
  });

  it('publishes the issuer with the key that checks its credentials', () => {
    const jwk = { kty: 'OKP', crv: 'Ed25519', x: 'abc', alg: 'EdDSA', use: 'sig' };
    expect(issuerProfile(publicUrl, jwk)).toMatchObject({
      id: `${publicUrl}/api/certificatesapi/issuer`,
      type: ['Profile'],
      verificationMethod: [{ id: `${publicUrl}/api/certificatesapi/issuer/key`, type: 'JsonWebKey', publicKeyJwk: jwk }],
    });
  });
});
