import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The issuer's Ed25519 key: the private half signs badges, the public half is published. */
export interface IssuerKey {
  privateKey: Awaited<ReturnType<typeof importJWK>>;
  publicJwk: JWK;
}

const publicHalf = ({ kty, crv, x }: JWK): JWK => ({ kty, crv, x, alg: 'EdDSA', use: 'sig' });

async function fromJwk(jwk: JWK): Promise<IssuerKey> {
  return { privateKey: await importJWK(jwk, 'EdDSA'), publicJwk: publicHalf(jwk) };
}

/**
 * The key from `BADGE_SIGNING_KEY` when set (replicas share it), else the one kept in `<dataDir>/keys/badge-issuer.jwk`,
 * made on first use and readable by the server's user only. A badge signed once stays verifiable as long as the key
 * is kept: replacing it invalidates every badge given out before.
 */
export async function loadIssuerKey(dataDir: string, configured: string | null): Promise<IssuerKey> {
  if (configured) return fromJwk(JSON.parse(configured) as JWK);
  const folder = join(dataDir, 'keys');
  const file = join(folder, 'badge-issuer.jwk');
  try {
    return await fromJwk(JSON.parse(await readFile(file, 'utf8')) as JWK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(privateKey);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  try {
    // `wx`: should two starts race, the first key written is the one both keep.
    await writeFile(file, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fromJwk(JSON.parse(await readFile(file, 'utf8')) as JWK);
}
