import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../../../kernel/workflows/workflow-registry.js';
import { CertificateIssuer } from './certificate-issuer.js';
import { ISSUE_BUNDLE_CERTIFICATES, ISSUE_COURSE_CERTIFICATE } from './issue-certificate.js';

/** The issuing workflows' effects: they read names and titles, then issue on the certificates' own streams. */
@Injectable()
export class IssueCertificateEffects implements OnModuleInit {
  constructor(
    private readonly registry: WorkflowRegistry,
    private readonly issuer: CertificateIssuer,
  ) {}

  onModuleInit(): void {
    this.registry.registerEffect(ISSUE_COURSE_CERTIFICATE, async (input, metadata) => {
      await this.issuer.issueCourse(input, metadata);
    });
    this.registry.registerEffect(ISSUE_BUNDLE_CERTIFICATES, (input, metadata) => this.issuer.issueBundles(input, metadata));
  }
}
