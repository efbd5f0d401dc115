import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../../kernel/workflows/workflow-registry.js';
import { certificateGenerationWorkflow } from './generation/certificate-generation.workflow.js';
import { bundleCertificatesWorkflow } from './issuing/bundle-certificates.workflow.js';
import { courseCertificateWorkflow } from './issuing/course-certificate.workflow.js';

/** The certificate workflows, run on the feed by the kernel's leader. */
@Injectable()
export class CertificateWorkflows implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}

  onModuleInit(): void {
    this.registry.register(courseCertificateWorkflow);
    this.registry.register(bundleCertificatesWorkflow);
    this.registry.register(certificateGenerationWorkflow);
  }
}
