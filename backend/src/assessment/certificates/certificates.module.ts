import { Module } from '@nestjs/common';
import { GetBadgeHandler } from './badge/get-badge.handler.js';
import { BadgeSigner } from './badges/badge-signer.js';
import { BadgesHttpController } from './badges.http.controller.js';
import { GetCertificatePdfHandler } from './certificate-pdf/get-certificate-pdf.handler.js';
import { CertificateWorkflows } from './certificate-workflows.js';
import { CertificatesAdminHttpController } from './certificates-admin.http.controller.js';
import { CertificatesHttpController } from './certificates.http.controller.js';
import { CourseCertificateHandler } from './course-certificate/course-certificate.handler.js';
import { GenerateCertificateEffect } from './generation/generate-certificate.effect.js';
import { GetCertificateHandler } from './get-certificate/get-certificate.handler.js';
import { CertificateIssuer } from './issuing/certificate-issuer.js';
import { IssueCertificateEffects } from './issuing/issue-certificate.effects.js';
import { ListAllCertificatesHandler } from './list-all-certificates/list-all-certificates.handler.js';
import { ListMyCertificatesHandler } from './list-my-certificates/list-my-certificates.handler.js';
import { ListPublicCertificatesHandler } from './list-public-certificates/list-public-certificates.handler.js';
import { ListRevocationsHandler } from './revocations/list-revocations.handler.js';
import { RevokeCertificateHandler } from './revoke-certificate/revoke-certificate.handler.js';
import { VerifyCertificateHandler } from './verify-certificate/verify-certificate.handler.js';

/** Certificates: issued by workflows once earned, made into PDFs off the request, verified by anyone, signed as Open Badges, revoked by admins. */
@Module({
  controllers: [CertificatesHttpController, CertificatesAdminHttpController, BadgesHttpController],
  providers: [
    CertificateIssuer,
    BadgeSigner,
    CertificateWorkflows,
    IssueCertificateEffects,
    GenerateCertificateEffect,
    CourseCertificateHandler,
    GetCertificateHandler,
    GetCertificatePdfHandler,
    ListMyCertificatesHandler,
    ListPublicCertificatesHandler,
    ListAllCertificatesHandler,
    VerifyCertificateHandler,
    GetBadgeHandler,
    ListRevocationsHandler,
    RevokeCertificateHandler,
  ],
})
export class CertificatesModule {}
