import { Inject, Injectable } from '@nestjs/common';
import type { RuntimeConfig } from '@khru/platform';
import { SignJWT, type JWK } from 'jose';
import { RUNTIME_CONFIG } from '../../../kernel/infrastructure/tokens.js';
import { loadIssuerKey, type IssuerKey } from './issuer-key.js';
import { badgeUrls, credentialClaims, type OpenBadgeCredential } from './open-badge.js';

/**
 * Signs credentials as VC-JWTs (compact JWS, EdDSA over Ed25519), the header naming the published key by URL.
 * The key is loaded (or made) on first use.
 */
@Injectable()
export class BadgeSigner {
  private key: Promise<IssuerKey> | null = null;

  constructor(@Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig) {}

  private issuerKey(): Promise<IssuerKey> {
    this.key ??= loadIssuerKey(this.config.dataDir, this.config.badgeSigningKey).catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  async publicJwk(): Promise<JWK> {
    return (await this.issuerKey()).publicJwk;
  }

  async sign(credential: OpenBadgeCredential): Promise<string> {
    const { privateKey } = await this.issuerKey();
    return new SignJWT(credentialClaims(credential))
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: badgeUrls(this.config.publicUrl).key })
      .sign(privateKey);
  }
}
