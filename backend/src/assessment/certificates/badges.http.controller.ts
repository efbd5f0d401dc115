import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CertificateBadgeResponse } from '@khru/contracts';
import type { RuntimeConfig } from '@khru/platform';
import type { JWK } from 'jose';
import { RUNTIME_CONFIG } from '../../kernel/infrastructure/tokens.js';
import { GetBadgeQuery } from './badge/get-badge.query.js';
import { BadgeSigner } from './badges/badge-signer.js';
import { issuerProfile, type IssuerProfile } from './badges/open-badge.js';
import { ListRevocationsQuery, type RevocationList } from './revocations/list-revocations.query.js';

/**
 * Open Badges 3.0, no login: each certificate's signed credential, and the issuer's profile, key and revocation
 * list a verifier needs to check one (ours: the spec names no badge paths).
 */
@ApiTags('certificates')
@Controller('certificatesapi')
export class BadgesHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly signer: BadgeSigner,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  @Get('certificate/:id/badge')
  badge(@Param('id') id: string): Promise<CertificateBadgeResponse> {
    return this.queries.execute(new GetBadgeQuery(id));
  }

  @Get('issuer')
  async issuer(): Promise<IssuerProfile> {
    return issuerProfile(this.config.publicUrl, await this.signer.publicJwk());
  }

  /** The key the VC-JWT header's `kid` names: the bare public JWK. */
  @Get('issuer/key')
  key(): Promise<JWK> {
    return this.signer.publicJwk();
  }

  @Get('issuer/revocations')
  revocations(): Promise<RevocationList> {
    return this.queries.execute(new ListRevocationsQuery());
  }
}
