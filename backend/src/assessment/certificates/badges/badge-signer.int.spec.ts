import { describe, expect, it } from '@jest/globals';
import { loadRuntimeConfig } from '@khru/platform';
import { decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, jwtVerify } from 'jose';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BadgeSigner } from './badge-signer.js';
import { openBadgeCredential } from './open-badge.js';

const certificate = {
  id: '5f0c1d2e-3a4b-5c6d-8e7f-0a1b2c3d4e5f',
  number: 'KHRU-2026-7K3M-9QZ2-XW4D',
  userId: '6f1c2d3e-0001-4a00-8000-000000000001',
  holderName: 'Ann Lee',
  kind: 'course' as const,
  subjectId: 'git',
  titleEn: 'Git',
  titleTh: 'กิต',
  scorePercent: 90,
  courseIds: ['git'],
  issuedAt: '2026-11-24T03:00:00.000Z',
};

const withDataDir = async (work: (dataDir: string) => Promise<void>) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'khru-badges-'));
  try {
    await work(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

describe('badge signer', () => {
  it('makes a key on first use, kept readable by the server only, and signs with it after a restart', () =>
    withDataDir(async (dataDir) => {
      const config = loadRuntimeConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://khru.example' });
      const credential = openBadgeCredential(config.publicUrl, certificate);
      const jwt = await new BadgeSigner(config).sign(credential);
      expect(statSync(join(dataDir, 'keys', 'badge-issuer.jwk')).mode & 0o777).toBe(0o600);
      const again = new BadgeSigner(config);
      expect(await again.sign(credential)).toBe(jwt);
      expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'EdDSA', typ: 'JWT', kid: 'https://khru.example/api/certificatesapi/issuer/key' });
      const publicJwk = await again.publicJwk();
      expect(publicJwk).not.toHaveProperty('d');
      const { payload } = await jwtVerify(jwt, await importJWK(publicJwk, 'EdDSA'), { issuer: credential.issuer.id, subject: credential.credentialSubject.id });
      expect(payload).toMatchObject({ jti: credential.id, type: credential.type, credentialSubject: { name: 'Ann Lee' } });
    }));

  it('signs with BADGE_SIGNING_KEY when it is set, and keeps nothing in the data directory', () =>
    withDataDir(async (dataDir) => {
      const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
      const config = loadRuntimeConfig({ DATA_DIR: dataDir, BADGE_SIGNING_KEY: JSON.stringify(await exportJWK(privateKey)) });
      const jwt = await new BadgeSigner(config).sign(openBadgeCredential(config.publicUrl, certificate));
      await expect(jwtVerify(jwt, publicKey)).resolves.toBeTruthy();
      expect(() => statSync(join(dataDir, 'keys'))).toThrow();
    }));
});
