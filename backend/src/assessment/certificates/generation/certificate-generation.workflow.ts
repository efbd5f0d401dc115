import type { CertificateIssued, DeadlineReached } from '@khru/contracts';
import { effect, type Workflow, type WorkflowOutput } from '../../../kernel/workflows/workflow.js';
import { GENERATE_CERTIFICATE } from './generate-certificate.js';

export type CertificateGenerationEvent = CertificateIssued | DeadlineReached;

/**
 * A certificate's PDF is made after it is issued, off the request (the spec tells the learner to wait), and made
 * again when a failure's retry falls due (the deadlines read model turns `retryAt` into a 'certificate-generation'
 * deadline keyed by the certificate id). The effect reads the certificate's stream, so a PDF already made, or a
 * certificate revoked, is not made again.
 */
export const certificateGenerationWorkflow: Workflow<CertificateGenerationEvent, null> = {
  name: 'certificate-generation',
  handles: ['CertificateIssued', 'DeadlineReached'],
  instanceOf: (event) => {
    if (event.type === 'CertificateIssued') return event.data.certificateId;
    return event.data.kind === 'certificate-generation' ? event.data.key : null;
  },
  initialState: () => null,
  evolve: (state) => state,

  decide(event): WorkflowOutput[] {
    const certificateId = event.type === 'CertificateIssued' ? event.data.certificateId : event.data.key;
    return [effect(GENERATE_CERTIFICATE, { certificateId })];
  },
};
