import { PRODUCT_NAME, type CertificateContent, type CertificateKind } from '@khru/contracts';

/** Where the issuer, its key, its revocation list and each credential are published (all under the public address). */
export function badgeUrls(publicUrl: string) {
  const api = `${publicUrl}/api/certificatesapi`;
  return {
    issuer: `${api}/issuer`,
    key: `${api}/issuer/key`,
    revocations: `${api}/issuer/revocations`,
    credential: (certificateId: string) => `${api}/certificate/${certificateId}/badge`,
    achievement: (kind: CertificateKind, subjectId: string) =>
      `${publicUrl}/${kind === 'course' ? 'courses-overview' : 'bundle-overview'}/${encodeURIComponent(subjectId)}`,
    verifyPage: (certificateId: string) => `${publicUrl}/verify/${certificateId}`,
  };
}

const CONTEXT = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];

/** What a credential needs of its certificate. */
export interface BadgeCertificate extends CertificateContent {
  id: string;
  number: string;
  userId: string;
  issuedAt: string;
}

/** The issuer's profile (Open Badges 3.0 `Profile`), with the public key that checks its credentials. */
export interface IssuerProfile {
  '@context': string[];
  id: string;
  type: string[];
  name: string;
  url: string;
  description: string;
  verificationMethod: { id: string; type: 'JsonWebKey'; controller: string; publicKeyJwk: object }[];
}

export function issuerProfile(publicUrl: string, publicJwk: object): IssuerProfile {
  const urls = badgeUrls(publicUrl);
  return {
    '@context': CONTEXT,
    id: urls.issuer,
    type: ['Profile'],
    name: PRODUCT_NAME,
    url: publicUrl,
    description: `${PRODUCT_NAME}, a bilingual online learning marketplace, issues these credentials for its courses and certificate bundles.`,
    verificationMethod: [{ id: urls.key, type: 'JsonWebKey', controller: urls.issuer, publicKeyJwk: publicJwk }],
  };
}

/**
 * The certificate as an Open Badges 3.0 `OpenBadgeCredential` (W3C Verifiable Credentials 2.0): the learner as
 * the subject (by an opaque id, with their name as written), the course or bundle as the achievement with
 * its English and Thai names, the issue date, and a status entry in the issuer's revocation list.
 */
export function openBadgeCredential(publicUrl: string, certificate: BadgeCertificate) {
  const urls = badgeUrls(publicUrl);
  const course = certificate.kind === 'course';
  const narrative = course
    ? `Completed every lesson of the course and passed its final test${certificate.scorePercent === null ? '' : ` with ${certificate.scorePercent}%`}.`
    : `Completed every course of the certificate bundle (${certificate.courseIds.length}) and passed the final tests they have.`;
  return {
    '@context': CONTEXT,
    id: urls.credential(certificate.id),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${certificate.titleEn} (${certificate.number})`,
    issuer: { id: urls.issuer, type: ['Profile'], name: PRODUCT_NAME, url: publicUrl },
    validFrom: certificate.issuedAt,
    credentialSubject: {
      id: `urn:uuid:${certificate.userId}`,
      type: ['AchievementSubject'],
      name: certificate.holderName,
      ...(certificate.scorePercent === null ? {} : { result: [{ type: ['Result'], value: `${certificate.scorePercent}%` }] }),
      achievement: {
        id: urls.achievement(certificate.kind, certificate.subjectId),
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: certificate.titleEn,
        description: `${course ? 'Course' : 'Certificate bundle'} completed on ${PRODUCT_NAME}: ${certificate.titleEn} / ${certificate.titleTh}`,
        criteria: { narrative },
        inLanguage: 'en',
        otherIdentifier: [{ type: 'IdentifierEntry', identifier: certificate.number, identifierType: 'identifier' }],
      },
    },
    credentialStatus: { id: urls.revocations, type: '1EdTechRevocationList' },
    evidence: [{ id: urls.verifyPage(certificate.id), type: ['Evidence'], name: `${PRODUCT_NAME} verification page` }],
  };
}

export type OpenBadgeCredential = ReturnType<typeof openBadgeCredential>;

/** The VC-JWT claims Open Badges 3.0 asks beside the credential itself (section 8.2: iss, jti, nbf, sub). */
export function credentialClaims(credential: OpenBadgeCredential) {
  return {
    ...credential,
    iss: credential.issuer.id,
    jti: credential.id,
    nbf: Math.floor(Date.parse(credential.validFrom) / 1000),
    sub: credential.credentialSubject.id,
  };
}
